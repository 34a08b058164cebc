/**
 * The interface contract as this project's own data: the tool list (name, the spec's heading it sits
 * under, scopes), the enums of get_platform_guide and get_recommended_workflow, and the token scopes.
 * It was copied once from the interface document so the repository stands alone; tests compare the
 * registry, the guide and the scope list against it, and the guide reads `area` to say which areas
 * this server has not built yet.
 */
export type ContractArea =
  | 'generation'
  | 'guide'
  | 'domains'
  | 'apps'
  | 'changesets'
  | 'versions'
  | 'records'
  | 'security'
  | 'secrets_integrations_ab'
  | 'agency'
  | 'platform_requests';

export interface ContractTool {
  name: string;
  area: ContractArea;
  /** Any one admits the call (docs/decisions.md, Platform). */
  scopes: readonly string[];
}

export const CONTRACT_TOOLS: readonly ContractTool[] = [
  // generation
  { name: 'create_app', area: 'generation', scopes: ['create'] },
  { name: 'update_app', area: 'generation', scopes: ['update', 'generate:edit'] },
  { name: 'publish_app', area: 'generation', scopes: ['publish'] },
  { name: 'get_job_status', area: 'generation', scopes: ['read'] },
  { name: 'get_app_status', area: 'generation', scopes: ['read'] },
  { name: 'get_app_links', area: 'generation', scopes: ['read'] },
  { name: 'get_preview_url', area: 'generation', scopes: ['read'] },
  // guide
  { name: 'get_platform_guide', area: 'guide', scopes: ['read'] },
  { name: 'get_recommended_workflow', area: 'guide', scopes: ['read'] },
  // domains
  { name: 'list_app_domains', area: 'domains', scopes: ['read'] },
  { name: 'set_app_subdomain', area: 'domains', scopes: ['publish'] },
  { name: 'check_subdomain_available', area: 'domains', scopes: ['read'] },
  { name: 'add_custom_domain', area: 'domains', scopes: ['publish'] },
  { name: 'get_domain_verification', area: 'domains', scopes: ['read'] },
  { name: 'check_domain_verification', area: 'domains', scopes: ['publish'] },
  { name: 'set_primary_domain', area: 'domains', scopes: ['publish'] },
  { name: 'remove_custom_domain', area: 'domains', scopes: ['publish'] },
  { name: 'get_domain_ssl_status', area: 'domains', scopes: ['read'] },
  { name: 'configure_domain_redirects', area: 'domains', scopes: ['publish'] },
  // apps
  { name: 'list_apps', area: 'apps', scopes: ['read'] },
  { name: 'get_app_files', area: 'apps', scopes: ['read'] },
  { name: 'read_app_file', area: 'apps', scopes: ['read', 'files:read'] },
  { name: 'read_app_files', area: 'apps', scopes: ['read', 'files:read'] },
  { name: 'write_app_file', area: 'apps', scopes: ['update', 'files:write'] },
  { name: 'patch_app_file', area: 'apps', scopes: ['update', 'files:write'] },
  { name: 'rename_app_file', area: 'apps', scopes: ['update', 'files:write'] },
  { name: 'get_app_detail', area: 'apps', scopes: ['read'] },
  { name: 'get_entities', area: 'apps', scopes: ['read'] },
  { name: 'get_pages', area: 'apps', scopes: ['read'] },
  { name: 'get_errors', area: 'apps', scopes: ['read'] },
  { name: 'get_app_analytics', area: 'apps', scopes: ['read'] },
  { name: 'get_app_metadata', area: 'apps', scopes: ['read'] },
  { name: 'set_app_metadata', area: 'apps', scopes: ['update'] },
  // changesets
  { name: 'create_change_set', area: 'changesets', scopes: ['update', 'files:write'] },
  { name: 'add_file_change', area: 'changesets', scopes: ['update', 'files:write'] },
  { name: 'validate_change_set', area: 'changesets', scopes: ['read', 'files:read'] },
  { name: 'apply_change_set', area: 'changesets', scopes: ['update', 'files:write'] },
  { name: 'discard_change_set', area: 'changesets', scopes: ['update', 'files:write'] },
  { name: 'validate_app', area: 'changesets', scopes: ['read', 'files:read'] },
  { name: 'inspect_preview', area: 'changesets', scopes: ['read', 'files:read'] },
  // versions
  { name: 'list_saved_versions', area: 'versions', scopes: ['versions:read'] },
  { name: 'compare_saved_versions', area: 'versions', scopes: ['versions:read'] },
  { name: 'compare_current_to_version', area: 'versions', scopes: ['versions:read', 'files:read'] },
  { name: 'restore_file_from_version', area: 'versions', scopes: ['versions:write', 'files:write'] },
  { name: 'restore_saved_version', area: 'versions', scopes: ['versions:write'] },
  // records
  { name: 'query_entity', area: 'records', scopes: ['read', 'data:read'] },
  { name: 'create_entity_records', area: 'records', scopes: ['update', 'data:write'] },
  { name: 'update_entity_records', area: 'records', scopes: ['update', 'data:write'] },
  { name: 'delete_entity_records', area: 'records', scopes: ['update', 'data:write'] },
  { name: 'seed_entity', area: 'records', scopes: ['update', 'data:write'] },
  { name: 'update_entity_record', area: 'records', scopes: ['update', 'data:write'] },
  { name: 'create_entity_schema', area: 'records', scopes: ['data:write', 'files:write'] },
  { name: 'update_entity_schema', area: 'records', scopes: ['data:write', 'files:write'] },
  { name: 'validate_entity_relationships', area: 'records', scopes: ['data:read', 'files:read'] },
  { name: 'update_entity_metadata', area: 'records', scopes: ['data:write', 'files:write'] },
  // security
  { name: 'get_app_security_context', area: 'security', scopes: ['security:read'] },
  { name: 'set_route_policy', area: 'security', scopes: ['security:write'] },
  { name: 'set_entity_policy', area: 'security', scopes: ['security:write'] },
  { name: 'set_function_policy', area: 'security', scopes: ['security:write'] },
  { name: 'invoke_function', area: 'security', scopes: ['update', 'data:write'] },
  { name: 'list_app_members', area: 'security', scopes: ['security:read'] },
  { name: 'invite_app_member', area: 'security', scopes: ['security:write'] },
  { name: 'update_app_member_role', area: 'security', scopes: ['security:write'] },
  { name: 'remove_app_member', area: 'security', scopes: ['security:write'] },
  { name: 'get_app_security_audit', area: 'security', scopes: ['security:read'] },
  // secrets_integrations_ab
  { name: 'list_secret_keys', area: 'secrets_integrations_ab', scopes: ['secrets:read'] },
  { name: 'set_secret', area: 'secrets_integrations_ab', scopes: ['secrets:write'] },
  { name: 'delete_secret', area: 'secrets_integrations_ab', scopes: ['secrets:write'] },
  { name: 'list_integrations', area: 'secrets_integrations_ab', scopes: ['integrations:read'] },
  { name: 'configure_integration', area: 'secrets_integrations_ab', scopes: ['integrations:write'] },
  { name: 'list_ab_tests', area: 'secrets_integrations_ab', scopes: ['read', 'ab:read'] },
  { name: 'create_ab_test', area: 'secrets_integrations_ab', scopes: ['update', 'ab:write'] },
  { name: 'update_ab_test', area: 'secrets_integrations_ab', scopes: ['update', 'ab:write'] },
  { name: 'delete_ab_test', area: 'secrets_integrations_ab', scopes: ['update', 'ab:write'] },
  { name: 'get_ab_test_stats', area: 'secrets_integrations_ab', scopes: ['read', 'ab:read'] },
  // agency
  { name: 'agency_create_client', area: 'agency', scopes: ['agency:write'] },
  { name: 'agency_list_clients', area: 'agency', scopes: ['agency:read'] },
  { name: 'agency_create_client_app', area: 'agency', scopes: ['agency:write'] },
  { name: 'agency_create_claim_link', area: 'agency', scopes: ['agency:write'] },
  { name: 'agency_get_claim_status', area: 'agency', scopes: ['agency:read'] },
  // platform_requests
  { name: 'create_platform_request', area: 'platform_requests', scopes: ['update', 'create', 'data:write', 'agency:write'] },
  { name: 'get_platform_request', area: 'platform_requests', scopes: ['read', 'agency:read'] },
  { name: 'list_platform_requests', area: 'platform_requests', scopes: ['read', 'agency:read'] },
  { name: 'reply_platform_request', area: 'platform_requests', scopes: ['update', 'create', 'data:write', 'agency:write'] },
  { name: 'update_platform_request', area: 'platform_requests', scopes: ['update', 'agency:write'] },
];

export const CONTRACT_TOOL_NAMES: ReadonlySet<string> = new Set(CONTRACT_TOOLS.map((t) => t.name));

/** get_platform_guide `sections`. */
export const CONTRACT_GUIDE_SECTIONS = [
  'ab_testing',
  'agency',
  'agents',
  'app_code',
  'checklists',
  'data_model',
  'direct_file_edit',
  'domains',
  'file_model',
  'functions',
  'generation',
  'marketing',
  'media',
  'overview',
  'platform_requests',
  'publishing',
  'saas',
  'safety',
  'sdk',
  'secrets_integrations',
  'security',
  'validation',
] as const;

/** get_recommended_workflow `task_type`. */
export const CONTRACT_TASK_TYPES = [
  'ab_test',
  'agency_client_app',
  'backend_function',
  'create_app',
  'direct_file_edit',
  'domain_setup',
  'edit_app',
  'fix_runtime_error',
  'generate_media',
  'inspect_preview',
  'publish_app',
  'saas_setup',
  'schema_change',
  'secrets_integration',
  'security_setup',
  'seed_data',
  'unknown',
  'version_restore',
] as const;

/** The 21 token scopes. */
export const CONTRACT_SCOPES = [
  'create',
  'update',
  'publish',
  'read',
  'generate:edit',
  'files:read',
  'files:write',
  'data:read',
  'data:write',
  'ab:read',
  'ab:write',
  'versions:read',
  'versions:write',
  'secrets:read',
  'secrets:write',
  'integrations:read',
  'integrations:write',
  'security:read',
  'security:write',
  'agency:read',
  'agency:write',
] as const;
