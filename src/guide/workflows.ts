import type { GuideSectionId } from './content.ts';

export const WORKFLOW_TASK_TYPES = [
  'ab_test', 'agency_client_app', 'backend_function', 'create_app', 'direct_file_edit', 'domain_setup', 'edit_app',
  'fix_runtime_error', 'generate_media', 'inspect_preview', 'publish_app', 'saas_setup', 'schema_change',
  'secrets_integration', 'security_setup', 'seed_data', 'unknown', 'version_restore',
] as const;
export type WorkflowTaskType = (typeof WORKFLOW_TASK_TYPES)[number];

export interface WorkflowStep {
  tool: string;
  purpose: string;
}

export interface Workflow {
  summary: string;
  steps: WorkflowStep[];
  validation_checklist: string[];
  rollback_plan: string[];
  /** Guide sections to read for this task. */
  sections: GuideSectionId[];
  /** Words in a goal that point to this task, used when task_type is `unknown`. */
  keywords: string[];
}

/**
 * Recommended workflows. Every `tool` is an exact tool name of the interface contract.
 * Keywords are lowercase words or short phrases of letters, digits and single spaces: inferTaskType
 * matches them as whole words and weights a phrase by its number of words, ties going to the
 * earlier task type in WORKFLOW_TASK_TYPES.
 */
export const WORKFLOWS: Record<WorkflowTaskType, Workflow> = {
  ab_test: {
    summary:
      'Run an A/B (split) test on one page: build the variants as validated file changes, register the test inactive, ' +
      'check both variants, publish, activate, and read conversion stats before making the winner permanent.',
    steps: [
      { tool: 'get_pages', purpose: 'Pick the page under test; `page_name` is its PascalCase name.' },
      { tool: 'list_ab_tests', purpose: 'Make sure no other active test already runs on that page.' },
      { tool: 'get_app_analytics', purpose: 'Record a baseline (views, unique visitors, top pages) over `days` 7-30.' },
      { tool: 'read_app_file', purpose: 'Read the current page before building the variant.' },
      { tool: 'create_change_set', purpose: 'Stage the variant components and the page change together.' },
      { tool: 'add_file_change', purpose: 'Add each variant component and the page edit (operation upsert).' },
      { tool: 'validate_change_set', purpose: 'Check syntax, imports and routes of the staged variant code.' },
      { tool: 'apply_change_set', purpose: 'Apply without force; a Saved Version is created first.' },
      { tool: 'create_ab_test', purpose: 'Register the test with `name`, `page_name`, `variants` and `is_active` false (variant shape per the manifest).' },
      { tool: 'inspect_preview', purpose: 'Check the page route; confirm both variants render without errors.' },
      { tool: 'publish_app', purpose: "Publish with `access_mode: keep` so the audience doesn't change." },
      { tool: 'update_ab_test', purpose: 'Set `is_active` true to start the test.' },
      { tool: 'get_ab_test_stats', purpose: 'Read stats and conversion rates per variant; wait for enough visitors before deciding.' },
    ],
    validation_checklist: [
      'validate_change_set and validate_app report no errors.',
      'Only one active test exists for the page (list_ab_tests).',
      'Every variant renders on inspect_preview with no new runtime errors in get_errors.',
      'Links and createPageUrl targets are identical across variants; only the tested element differs.',
      'The test is active (is_active true) and the app was republished after the variant code was applied.',
      'Final stats were recorded before the test is deleted.',
    ],
    rollback_plan: [
      'Stop the experiment at once with update_ab_test is_active false, or delete_ab_test if its history is not needed.',
      'list_saved_versions and pick the Saved Version created before apply_change_set.',
      'compare_current_to_version against it to see exactly which files the variant work changed.',
      'restore_file_from_version for each changed page or component file, then validate_app.',
      'Republish with publish_app access_mode keep.',
      'If the change set was never applied, discard_change_set leaves the app unchanged.',
    ],
    sections: ['ab_testing', 'marketing', 'direct_file_edit', 'validation', 'publishing'],
    keywords: [
      'ab test', 'a b test', 'ab testing', 'a b testing', 'split test', 'split testing', 'split tests', 'experiment',
      'experiments', 'variant', 'variants', 'conversion', 'conversion rate', 'conversions', 'test two versions',
      'which version performs', 'headline test',
    ],
  },

  agency_client_app: {
    summary:
      'Build an app for a client in agency mode (account token only): record the client, create the agent-owned app, ' +
      'finish and publish it, then hand it over with a claim link that transfers ownership when the client accepts with the same email.',
    steps: [
      { tool: 'agency_list_clients', purpose: 'Check for an existing client record and earlier handoffs.' },
      { tool: 'agency_create_client', purpose: 'Create or update the client record (`client_email`, `client_full_name`, `note`); transfers nothing.' },
      { tool: 'agency_create_client_app', purpose: 'Create the agent-owned app, start generation and create the claim link (`claim_expires_in_days` 1-90, default 14).' },
      { tool: 'get_job_status', purpose: 'Poll every 3-5 seconds until is_done; read result_summary.' },
      { tool: 'get_app_detail', purpose: 'Review pages, entities and settings of the generated app.' },
      { tool: 'validate_app', purpose: 'Fix every error before handoff.' },
      { tool: 'inspect_preview', purpose: 'Check the main routes anonymously and with each role.' },
      { tool: 'set_app_metadata', purpose: "Set the client's name, description, language, icon and social image." },
      { tool: 'publish_app', purpose: 'Publish with the access mode the client needs.' },
      { tool: 'get_app_links', purpose: 'Collect the working URLs for the handoff message.' },
      { tool: 'agency_create_claim_link', purpose: 'Only if the first link expired or must change: issue a fresh claim link.' },
      { tool: 'agency_get_claim_status', purpose: 'Follow up on the handoff by `handoff_id`.' },
    ],
    validation_checklist: [
      'client_email is exactly the address the client will log in with.',
      'Generation finished without result_summary.error.',
      'validate_app reports no errors and get_errors shows no runtime errors.',
      'The app is published and get_app_links shows the expected status.',
      'The claim link was delivered once through the channel the owner chose and stored nowhere in the app.',
      'agency_get_claim_status shows the handoff pending or claimed.',
    ],
    rollback_plan: [
      'Until the client claims it, the agent owns the app: fix problems directly, using list_saved_versions, compare_current_to_version and restore_file_from_version for file changes.',
      'If the wrong email was used, issue a new link with agency_create_claim_link for the correct client_email and tell the owner the old link must not be used.',
      'If generation failed (result_summary.error), retry on a timeout or refine the prompt; do not create duplicate client apps without telling the owner.',
      'restore_saved_version always fails closed; a whole-app restore is done by the owner in the web interface.',
    ],
    sections: ['agency', 'generation', 'validation', 'publishing', 'marketing', 'safety'],
    keywords: [
      'agency', 'client', 'clients', 'for my client', 'for a client', 'for the client', 'my customer', 'handoff',
      'hand off', 'hand over', 'hand it over', 'handover', 'claim link', 'claim', 'transfer ownership',
      'transfer the app', 'deliver to',
    ],
  },

  backend_function: {
    summary:
      'Add or change a backend function (`functions/<name>.js`, `Deno.serve` handler) that runs server-side with app secrets, ' +
      'give it an explicit function policy, and test both the allowed and the refused path with invoke_function.',
    steps: [
      { tool: 'get_app_detail', purpose: 'See existing functions, integrations and env_var_names (names only).' },
      { tool: 'list_secret_keys', purpose: 'Confirm the secret names the function will read exist (values are never shown).' },
      { tool: 'read_app_files', purpose: 'Read the existing function and the pages that will call it.' },
      { tool: 'create_change_set', purpose: 'Stage the function file and the calling page changes together.' },
      { tool: 'add_file_change', purpose: 'Add functions/<name>.js and the svc.functions.invoke call sites.' },
      { tool: 'validate_change_set', purpose: 'Check the staged code before applying.' },
      { tool: 'apply_change_set', purpose: 'Apply without force; a Saved Version is created first.' },
      { tool: 'set_function_policy', purpose: 'Set require_auth, allowed_roles, allowed_hosts (an explicit list, never empty by accident), require_secret/secret_name for webhooks, sdk_identity.' },
      { tool: 'invoke_function', purpose: 'Run it as caller owner with realistic `params` and check status and JSON.' },
      { tool: 'invoke_function', purpose: 'Run it with caller anonymous to confirm the policy refuses (401/403) when it should.' },
      { tool: 'get_errors', purpose: 'Check for runtime errors raised by the test runs.' },
      { tool: 'publish_app', purpose: 'Republish (access_mode keep) so the published app calls the new function.' },
    ],
    validation_checklist: [
      'The function name matches ^[a-z][a-zA-Z0-9_-]*$ and the file exports a Deno.serve handler.',
      'No secret value appears in the function code, its responses or its error messages.',
      'get_app_security_context shows a function policy; without one only the owner token can call it.',
      'allowed_hosts lists exactly the external hosts the function needs.',
      'invoke_function as owner succeeds; as anonymous it is refused unless the function is meant to be public.',
      'Public webhook functions require a secret header (require_secret) or verify a signature.',
      'validate_app and get_errors are clean.',
    ],
    rollback_plan: [
      'list_saved_versions and take the Saved Version created before apply_change_set.',
      'compare_current_to_version to see the changed files.',
      'restore_file_from_version for the function file and each calling page, then validate_app.',
      'Re-apply the previous function policy (noted from get_app_security_context) with set_function_policy; policies are not in Saved Versions.',
      'Republish with publish_app access_mode keep.',
      'If the change set is still pending, discard_change_set instead.',
    ],
    sections: ['functions', 'secrets_integrations', 'security', 'direct_file_edit', 'validation'],
    keywords: [
      'backend', 'backend function', 'backend functions', 'server side', 'serverless', 'function', 'functions',
      'cloud function', 'api endpoint', 'endpoint', 'webhook', 'webhooks', 'receive webhooks', 'cron', 'cron job',
      'scheduled', 'scheduled task', 'send email', 'sends email', 'send emails', 'welcome email', 'invoke',
    ],
  },

  create_app: {
    summary:
      'Create a new app from a prompt: start generation, poll the job every 3-5 seconds, review and validate the result, ' +
      'and publish only when the owner wants it live.',
    steps: [
      { tool: 'get_platform_guide', purpose: 'Read the generation, file_model and publishing sections once.' },
      { tool: 'list_apps', purpose: 'Avoid creating a duplicate of an existing app.' },
      { tool: 'create_app', purpose: 'Start generation with `name` (1-100 chars), a concrete `prompt` (10-10,000 chars) and `description`.' },
      { tool: 'get_job_status', purpose: 'Poll every 3-5 seconds until is_done; check result_summary for error.' },
      { tool: 'get_app_detail', purpose: 'Review the generated pages, components, entities and settings.' },
      { tool: 'validate_app', purpose: 'Find syntax, import, route and schema problems.' },
      { tool: 'inspect_preview', purpose: 'Look at the home route and key pages; note whether a live browser is available.' },
      { tool: 'get_errors', purpose: 'Check recorded runtime errors.' },
      { tool: 'set_app_metadata', purpose: 'Set description, language and, if provided, icon and social image.' },
      { tool: 'publish_app', purpose: 'When the owner asks: publish with a deliberate access_mode (infer when unsure).' },
      { tool: 'get_app_links', purpose: 'Report the working links and their statuses.' },
    ],
    validation_checklist: [
      'The job finished (is_done) without result_summary.error.',
      'Every requested page and entity exists (get_app_detail).',
      'validate_app reports no errors; get_errors is empty.',
      'inspect_preview shows the home route rendering; protected routes behave as intended.',
      'If published: get_app_links shows the intended status (public_open, app_login_required or private).',
    ],
    rollback_plan: [
      'A new app has no earlier state: if generation failed, retry on a provider timeout or rewrite a vague prompt.',
      'For an unsatisfying result, refine with update_app (a Saved Version is created first) rather than creating another app.',
      'If a later edit goes wrong, list_saved_versions, compare_current_to_version and restore_file_from_version recover files.',
      'Do not publish an app that fails validation; if it was published, republish with access_mode private until fixed.',
    ],
    sections: ['generation', 'file_model', 'app_code', 'data_model', 'validation', 'publishing', 'checklists'],
    keywords: [
      'new app', 'new application', 'create an app', 'create app', 'create a new app', 'build an app', 'build a new app',
      'build me', 'make me', 'make an app', 'make a new app', 'generate an app', 'from scratch', 'app for', 'start a new',
      'scaffold', 'prototype',
    ],
  },

  direct_file_edit: {
    summary:
      'Change files precisely without AI generation: read the current text, patch single files or stage multi-file ' +
      'changes in a change set, validate, apply and check the preview.',
    steps: [
      { tool: 'get_app_files', purpose: 'Locate the files and their sizes.' },
      { tool: 'read_app_files', purpose: 'Read every file you will touch in its current state.' },
      { tool: 'patch_app_file', purpose: 'For one file: replace exact `old_text` with `new_text` (replace_all only when intended); a Saved Version is created first.' },
      { tool: 'create_change_set', purpose: 'For several files: open a change set with a descriptive label.' },
      { tool: 'add_file_change', purpose: 'Stage each complete file (upsert) or removal (delete).' },
      { tool: 'validate_change_set', purpose: 'Check the staged result; fix and re-stage until clean.' },
      { tool: 'apply_change_set', purpose: 'Write all files together after a Saved Version; never force without explicit human approval.' },
      { tool: 'validate_app', purpose: 'Re-check the whole app.' },
      { tool: 'inspect_preview', purpose: 'Open the affected routes.' },
      { tool: 'compare_current_to_version', purpose: 'Review the final diff against the Saved Version taken before the edit.' },
    ],
    validation_checklist: [
      'Every patched file was read first and old_text matched exactly.',
      'Imports only use the provided modules or relative paths that exist.',
      'Renamed files (rename_app_file) have no remaining references to the old path.',
      'validate_change_set / validate_app report no errors; no force was used without approval.',
      'inspect_preview of the affected routes is clean and get_errors shows nothing new.',
      'The diff from compare_current_to_version contains only the intended changes.',
    ],
    rollback_plan: [
      'A pending change set: discard_change_set; the app is unchanged.',
      'After patch_app_file, write_app_file, rename_app_file or apply_change_set: list_saved_versions and find the Saved Version created just before.',
      'compare_current_to_version to confirm which files differ.',
      'restore_file_from_version for each file to revert, then validate_app.',
      'Republish with publish_app access_mode keep if the bad edit had been published.',
    ],
    sections: ['direct_file_edit', 'file_model', 'app_code', 'validation'],
    keywords: [
      'file', 'files', 'patch', 'patch file', 'one line', 'line', 'lines', 'jsx', 'source', 'source code', 'code',
      'rename file', 'rename the file', 'move file', 'write file', 'edit the file', 'directly', 'manually', 'by hand',
      'typo', 'change set', 'exact text', 'replace text', 'find and replace',
    ],
  },

  domain_setup: {
    summary:
      'Give the app a platform subdomain and/or a custom domain. The tools only return DNS instructions: the owner creates ' +
      'the records at their DNS provider, then verification and SSL are checked and the primary domain and redirects set.',
    steps: [
      { tool: 'list_app_domains', purpose: 'Read current subdomain, custom domain, verification, SSL and publish status.' },
      { tool: 'check_subdomain_available', purpose: 'Check a label (3-32 chars, lowercase, digits, hyphens) with your app_id; status available/current is usable.' },
      { tool: 'set_app_subdomain', purpose: 'Set the label; effective immediately, the old name is released with no redirect (ask first if it is in use).' },
      { tool: 'add_custom_domain', purpose: 'Attach (or replace) the custom domain and receive the DNS verification and routing records.' },
      { tool: 'get_domain_verification', purpose: 'Re-read the exact records to give the owner for their DNS provider.' },
      { tool: 'check_domain_verification', purpose: 'After the owner added the records, refresh verification and SSL status; retry after minutes, not seconds.' },
      { tool: 'get_domain_ssl_status', purpose: 'Confirm the certificate is issued; show any pending validation records.' },
      { tool: 'set_primary_domain', purpose: 'Make the verified domain primary.' },
      { tool: 'configure_domain_redirects', purpose: 'Set `primary_domain`, `redirect_www` (default true) and `force_https` (default true).' },
      { tool: 'publish_app', purpose: 'Publish if the app is not published yet (access_mode keep for an already published app).' },
      { tool: 'get_app_links', purpose: 'Confirm the subdomain and custom-domain links are no longer domain_not_active.' },
    ],
    validation_checklist: [
      'check_subdomain_available returned available or current before set_app_subdomain.',
      'The owner created exactly the records add_custom_domain / get_domain_verification returned.',
      'check_domain_verification shows the domain verified and get_domain_ssl_status shows an active certificate.',
      'The primary domain and redirects (www, https) are as intended.',
      'get_app_links shows the domain links active and the app published.',
      'No DNS-provider or registrar credentials were requested.',
    ],
    rollback_plan: [
      'Domain settings are not part of Saved Versions: note the previous subdomain and custom domain from list_app_domains before changing anything.',
      'A wrong custom domain: remove_custom_domain (after asking the owner), or add_custom_domain with the right one, which replaces it.',
      'A wrong subdomain: set_app_subdomain back to the previous label quickly (check_subdomain_available first); the old label was released and may already be taken.',
      'Wrong redirects: configure_domain_redirects with the previous primary_domain and flags.',
      'Tell the owner which DNS records they can delete at their provider.',
    ],
    sections: ['domains', 'publishing', 'safety'],
    keywords: [
      'domain', 'domains', 'custom domain', 'own domain', 'my domain', 'subdomain', 'sub domain', 'dns', 'cname',
      'a record', 'txt record', 'ssl', 'https', 'certificate', 'www', 'point', 'redirect', 'redirects', 'hostname',
      'verify domain',
    ],
  },

  edit_app: {
    summary:
      'Change an existing app by prompt with update_app (asynchronous, creates a Saved Version first), then review the diff, ' +
      'validate, inspect and republish. Use direct_file_edit instead for small exact changes.',
    steps: [
      { tool: 'get_app_detail', purpose: 'Understand pages, components, entities and settings before writing the prompt.' },
      { tool: 'get_app_status', purpose: 'Make sure no generation job is active on the app.' },
      { tool: 'update_app', purpose: 'Start the edit with one focused `prompt` (at least 5 characters) that names pages and what must stay unchanged.' },
      { tool: 'get_job_status', purpose: 'Poll every 3-5 seconds until is_done; check result_summary.error.' },
      { tool: 'compare_current_to_version', purpose: 'Diff against the Saved Version made before update_app; look for unintended changes.' },
      { tool: 'validate_app', purpose: 'Check syntax, imports, routes and schemas.' },
      { tool: 'inspect_preview', purpose: 'Open the changed routes anonymously and with relevant roles.' },
      { tool: 'get_errors', purpose: 'Check for new runtime errors.' },
      { tool: 'publish_app', purpose: 'Republish with access_mode keep so visibility does not change.' },
      { tool: 'get_app_links', purpose: 'Confirm the published links.' },
    ],
    validation_checklist: [
      'The job finished without result_summary.error.',
      'The diff touches only the files the request concerns.',
      'validate_app reports no errors; get_errors shows nothing new.',
      'The changed routes render in inspect_preview for every relevant role.',
      'Security policies are unchanged (get_app_security_context) unless the edit was about them.',
      'The app was republished if the change should be live.',
    ],
    rollback_plan: [
      'list_saved_versions and find the Saved Version created just before update_app.',
      'compare_current_to_version against it to list the changed files.',
      'restore_file_from_version for each file to revert (or only the ones that broke), then validate_app.',
      'Republish with publish_app access_mode keep.',
      'restore_saved_version always fails closed; if the owner wants a whole-app restore, they complete it in the web interface.',
    ],
    sections: ['generation', 'app_code', 'file_model', 'validation', 'publishing'],
    keywords: [
      'edit', 'change', 'modify', 'update the', 'redesign', 'restyle', 'style', 'color', 'colour', 'colors', 'theme',
      'layout', 'header', 'footer', 'navbar', 'navigation', 'button', 'buttons', 'add a page', 'new page', 'add page',
      'new feature', 'add a feature', 'improve', 'tweak', 'dark mode', 'wording', 'copy', 'text', 'form', 'responsive',
    ],
  },

  fix_runtime_error: {
    summary:
      'Find and fix a runtime error: read the recorded errors, reproduce on the route, read the culprit file, apply a ' +
      'minimal validated fix, and confirm no new errors appear.',
    steps: [
      { tool: 'get_errors', purpose: 'Read recent runtime errors (`limit` up to 50) and note page, message and time.' },
      { tool: 'inspect_preview', purpose: 'Reproduce on the failing `route`, with the role the error occurred under (auth_as_role / anonymous).' },
      { tool: 'validate_app', purpose: 'Catch static causes: bad imports, missing entities, syntax errors.' },
      { tool: 'get_entities', purpose: 'Check that the entities and fields the page uses exist.' },
      { tool: 'read_app_file', purpose: 'Read the file named by the error.' },
      { tool: 'patch_app_file', purpose: 'Apply the minimal fix for a single file (a Saved Version is created first).' },
      { tool: 'create_change_set', purpose: 'If the fix spans several files, stage them together instead.' },
      { tool: 'add_file_change', purpose: 'Stage each fixed file.' },
      { tool: 'validate_change_set', purpose: 'Confirm the staged fix is clean.' },
      { tool: 'apply_change_set', purpose: 'Apply without force.' },
      { tool: 'inspect_preview', purpose: 'Re-check the route.' },
      { tool: 'get_errors', purpose: 'Confirm no new errors after the fix time.' },
      { tool: 'publish_app', purpose: 'Republish with access_mode keep so visitors get the fix.' },
    ],
    validation_checklist: [
      'The root cause is understood (file, line area, condition), not just the symptom hidden.',
      'validate_app reports no errors.',
      'inspect_preview of the route shows no runtime or network errors for the affected role.',
      'get_errors shows no new occurrences after the fix was applied.',
      'Empty and missing data (no records, optional fields) are handled.',
      'If the error came from the platform itself, a platform request was filed instead of a workaround.',
    ],
    rollback_plan: [
      'list_saved_versions and locate the Saved Version created before the fix.',
      'compare_current_to_version to review what the fix changed.',
      'restore_file_from_version for the files of a fix that made things worse, then validate_app.',
      'discard_change_set for a staged fix that was not applied.',
      'Republish with publish_app access_mode keep.',
    ],
    sections: ['validation', 'direct_file_edit', 'app_code', 'sdk', 'platform_requests'],
    keywords: [
      'fix', 'error', 'errors', 'bug', 'bugs', 'broken', 'crash', 'crashes', 'crashing', 'exception', 'typeerror',
      'referenceerror', 'not working', 'does not work', 'doesn t work', 'blank page', 'white screen', 'runtime error',
      'failing', 'fails', 'undefined', 'stack trace', 'console error', 'debug',
    ],
  },

  generate_media: {
    summary:
      'Set the app icon, social image and other metadata, and per-page SEO. There is no image-generation or binary upload ' +
      'tool: images come from the owner as base64 PNG, JPEG or WebP (at most 5 MB) for set_app_metadata, or as URLs in code.',
    steps: [
      { tool: 'get_app_metadata', purpose: 'Read and note the current name, description, language, icon and social image.' },
      { tool: 'set_app_metadata', purpose: 'Set `icon` / `social_image` (base64 with content_type PNG, JPEG or WebP, 5 MB max), `description`, `language`; atomic, no Saved Version, no AI credits.' },
      { tool: 'get_app_files', purpose: 'Check whether seo.json exists.' },
      { tool: 'read_app_file', purpose: 'Read seo.json before editing it.' },
      { tool: 'patch_app_file', purpose: 'Update per-path title, description, image and type in seo.json (or write_app_file to create it); a Saved Version is created first.' },
      { tool: 'validate_app', purpose: 'Check the app after file changes.' },
      { tool: 'publish_app', purpose: 'Republish with access_mode keep so link previews use the new metadata.' },
      { tool: 'get_app_links', purpose: 'Confirm the public links.' },
    ],
    validation_checklist: [
      'Images are PNG, JPEG or WebP, base64-encoded, under 5 MB, and supplied or approved by the owner.',
      'Icon is square and legible at small sizes; social image is landscape (about 1200x630).',
      'get_app_metadata shows the new values; language is correct.',
      'seo.json entries exist for key pages; dynamic entries only match explicitly public records.',
      'validate_app reports no errors and the app was republished.',
    ],
    rollback_plan: [
      'set_app_metadata creates no Saved Version: restore earlier metadata by calling set_app_metadata with the values noted from get_app_metadata.',
      'For seo.json or page changes: list_saved_versions, compare_current_to_version, then restore_file_from_version for seo.json.',
      'Republish with publish_app access_mode keep.',
    ],
    sections: ['media', 'marketing', 'direct_file_edit', 'publishing'],
    keywords: [
      'image', 'images', 'icon', 'app icon', 'favicon', 'logo', 'social image', 'social share', 'share image',
      'og image', 'open graph', 'preview image', 'thumbnail', 'media', 'picture', 'pictures', 'photo', 'photos',
      'banner', 'hero image', 'artwork', 'seo', 'meta description', 'metadata', 'meta tags', 'language',
    ],
  },

  inspect_preview: {
    summary:
      'Look at an app as visitors see it: get the preview and public URLs, inspect routes anonymously and per role, and ' +
      'collect recorded runtime and network errors. Read-only; report only what the tools return.',
    steps: [
      { tool: 'get_app_status', purpose: 'Published state, URL and active jobs.' },
      { tool: 'get_preview_url', purpose: 'Editor, preview and public URLs.' },
      { tool: 'get_pages', purpose: 'List the routes to check.' },
      { tool: 'inspect_preview', purpose: 'Inspect each important `route` with `auth_as` anonymous and with `auth_as_role` for each role; note whether a live browser is available.' },
      { tool: 'get_errors', purpose: 'Recent runtime errors (limit up to 50).' },
      { tool: 'validate_app', purpose: 'Static problems behind what you see.' },
      { tool: 'get_app_links', purpose: 'Statuses of every link kind.' },
    ],
    validation_checklist: [
      'Every main route was inspected anonymously and for each role.',
      'Protected routes redirect or deny as the route policies intend.',
      'No persisted runtime or network errors on the inspected routes.',
      'Static clickable candidates lead to existing pages.',
      'Findings are reported truthfully; no screenshots or console logs are claimed when no live browser was available.',
    ],
    rollback_plan: [
      'Inspection changes nothing, so nothing needs rolling back.',
      'If the inspection shows a recent change broke the app: list_saved_versions, compare_current_to_version, and restore_file_from_version for the offending files, then republish.',
    ],
    sections: ['validation', 'publishing', 'security'],
    keywords: [
      'preview', 'inspect', 'look at', 'what does it look like', 'screenshot', 'check the app', 'check the preview',
      'see the app', 'broken links', 'links', 'click through', 'qa', 'smoke test', 'test the app', 'review the app',
      'does it work', 'walk through',
    ],
  },

  publish_app: {
    summary:
      'Make the current state live: validate, check policies and metadata, publish with a deliberately chosen access_mode, ' +
      'and confirm the links. Apps are not live until published, and each publish freezes the current state.',
    steps: [
      { tool: 'get_app_status', purpose: 'Confirm no generation job is running and see the current published state.' },
      { tool: 'validate_app', purpose: 'No errors may remain.' },
      { tool: 'get_errors', purpose: 'No new runtime errors on changed pages.' },
      { tool: 'inspect_preview', purpose: 'Check main routes anonymously and with each role.' },
      { tool: 'get_app_security_context', purpose: 'Route, entity and function policies match the intended audience.' },
      { tool: 'get_app_metadata', purpose: 'Name, description, language, icon and social image are set.' },
      { tool: 'publish_app', purpose: 'Publish with access_mode infer (default), public_open, public_auth, private or keep.' },
      { tool: 'get_app_links', purpose: 'Confirm link statuses (public_open, app_login_required, private ...).' },
      { tool: 'list_app_domains', purpose: 'Check subdomain and custom domain are active, if used.' },
    ],
    validation_checklist: [
      'validate_app reports no errors.',
      'access_mode was chosen deliberately; switching to public_open was confirmed by the owner.',
      'Member-only apps have a Login page and route policies; public_auth was used where the whole app needs login.',
      'get_app_links shows the expected statuses and no unexpected domain_not_active.',
      'The published home route renders (inspect_preview).',
    ],
    rollback_plan: [
      'To hide the app quickly: publish_app with access_mode private.',
      'To undo a bad release: list_saved_versions, compare_current_to_version, restore_file_from_version for the broken files, validate_app, then publish_app with access_mode keep.',
      'To restore earlier visibility: publish_app with the previous access_mode (noted from get_app_links before publishing).',
    ],
    sections: ['publishing', 'validation', 'checklists', 'security', 'domains'],
    keywords: [
      'publish', 'publishing', 'republish', 'go live', 'live', 'deploy', 'deployment', 'launch', 'release', 'ship',
      'make it public', 'make public', 'make the app public', 'public', 'private', 'make it private', 'anyone can see',
      'share the app', 'unpublish',
    ],
  },

  saas_setup: {
    summary:
      'Turn an app into a multi-user SaaS: data model, sign-in with app members and roles, route/entity/function policies, ' +
      'payments through backend functions and secrets, then verify access per role and publish with public_auth or public_open.',
    steps: [
      { tool: 'get_app_detail', purpose: 'Current pages, entities, settings and integrations.' },
      { tool: 'get_app_security_context', purpose: 'Existing policies and members; note them for rollback.' },
      { tool: 'update_app', purpose: 'Generate the Login page, role-aware navigation and account pages with one focused prompt.' },
      { tool: 'get_job_status', purpose: 'Poll every 3-5 seconds until done.' },
      { tool: 'validate_entity_relationships', purpose: 'Check relations of customer, subscription and similar entities.' },
      { tool: 'set_route_policy', purpose: 'Protect areas, e.g. `/admin/*` for admin roles and member pages for `authenticated`.' },
      { tool: 'set_entity_policy', purpose: 'Explicit read/write roles or rules for every entity with customer data.' },
      { tool: 'set_function_policy', purpose: 'Restrict payment and account functions; tight allowed_hosts.' },
      { tool: 'list_secret_keys', purpose: 'Confirm the payment/email secret names the owner stored.' },
      { tool: 'configure_integration', purpose: 'Record provider metadata (no credentials).' },
      { tool: 'list_app_members', purpose: 'Review members and roles.' },
      { tool: 'update_app_member_role', purpose: 'Assign roles (never owner).' },
      { tool: 'inspect_preview', purpose: 'Check routes anonymously and as each role.' },
      { tool: 'invoke_function', purpose: 'With caller anonymous, confirm protected functions refuse.' },
      { tool: 'validate_app', purpose: 'No errors before publishing.' },
      { tool: 'publish_app', purpose: 'public_auth when the whole app needs login, otherwise public_open with route policies.' },
    ],
    validation_checklist: [
      'A Login page exists and route policies redirect to it.',
      'Every entity holding customer data has an explicit policy; customers cannot read other customers\' data directly.',
      'Functions have policies; anonymous invoke_function is refused where it should be.',
      'inspect_preview as anonymous and each role shows exactly the intended pages.',
      'No secret values in code; credentials were stored by the owner, names confirmed with list_secret_keys.',
      'validate_app is clean and the app is published with the intended access mode.',
    ],
    rollback_plan: [
      'Files: list_saved_versions, compare_current_to_version, restore_file_from_version for files changed by update_app.',
      'Policies are not in Saved Versions: re-apply the values noted from get_app_security_context with set_route_policy, set_entity_policy and set_function_policy.',
      'Members: revert roles with update_app_member_role; remove_app_member only with owner approval.',
      'Visibility: publish_app with access_mode private while fixing, then republish.',
    ],
    sections: ['saas', 'security', 'data_model', 'functions', 'secrets_integrations', 'sdk', 'publishing'],
    keywords: [
      'saas', 'subscription', 'subscriptions', 'multi tenant', 'multitenant', 'multi user', 'user accounts',
      'customer accounts', 'sign up', 'signup', 'sign in', 'login page', 'accounts', 'billing', 'plans', 'pricing',
      'paid plans', 'paywall', 'onboarding', 'customer portal', 'tenants', 'memberships', 'membership',
    ],
  },

  schema_change: {
    summary:
      'Change the data model: read the entity and its records, write the new schema, validate relations and pages, ' +
      'and backfill existing records with an expected_count guard when a new field needs values.',
    steps: [
      { tool: 'get_entities', purpose: 'Current fields and record_count of each entity.' },
      { tool: 'read_app_file', purpose: 'Read entities/<Name>.json and keep its previous content for rollback.' },
      { tool: 'query_entity', purpose: 'See existing records that the change affects.' },
      { tool: 'update_entity_schema', purpose: 'Write the changed schema (or create_entity_schema for a new entity); snake_case fields, no built-ins, defaults for new required fields.' },
      { tool: 'update_entity_metadata', purpose: 'Adjust indexes if queries filter on the new field.' },
      { tool: 'validate_entity_relationships', purpose: 'Check relation targets.' },
      { tool: 'validate_app', purpose: 'Find pages that use missing entities or fields.' },
      { tool: 'update_entity_records', purpose: 'Backfill the new field with `filters`, `changes`, a `reason` and `expected_count` from query_entity.' },
      { tool: 'patch_app_file', purpose: 'Update forms and lists that show the field.' },
      { tool: 'inspect_preview', purpose: 'Check the pages that read and write the entity.' },
    ],
    validation_checklist: [
      'Field names are snake_case and not id, created_date, updated_date or created_by; enums have values; relations have a target.',
      'New required fields have a default or were backfilled.',
      'validate_entity_relationships and validate_app report no errors.',
      'The backfill count matched expected_count (or is awaiting owner approval, which was reported).',
      'Pages that create and edit records handle the new field.',
    ],
    rollback_plan: [
      'Schema tools are not listed as creating Saved Versions: restore the schema by writing back the previous content read before the change with update_entity_schema.',
      'Page changes made with patch_app_file or a change set: list_saved_versions, compare_current_to_version, restore_file_from_version.',
      'Record backfills are not in Saved Versions: revert with update_entity_records using the same filters and expected_count, restoring the old values.',
      'restore_saved_version fails closed; a whole-app restore including records is only done by the owner in the web interface.',
    ],
    sections: ['data_model', 'file_model', 'validation', 'sdk'],
    keywords: [
      'schema', 'schemas', 'entity', 'entities', 'field', 'fields', 'add a field', 'new field', 'rename field',
      'column', 'columns', 'data model', 'database', 'relation', 'relationship', 'relationships', 'index', 'indexes',
      'table', 'migration', 'migrate', 'enum',
    ],
  },

  secrets_integration: {
    summary:
      'Connect a third-party service: the owner stores credentials as write-only secrets (never ask for them), you record ' +
      'non-secret integration metadata and use the secret only inside a backend function with a tight outbound allow-list.',
    steps: [
      { tool: 'list_secret_keys', purpose: 'See which secret names exist (values are never returned).' },
      { tool: 'list_integrations', purpose: 'See configured providers and their safe configuration.' },
      { tool: 'get_app_detail', purpose: 'Check env_var_names, integrations and existing functions.' },
      { tool: 'configure_integration', purpose: 'Record the provider and non-secret metadata only.' },
      { tool: 'list_secret_keys', purpose: 'After telling the owner the secret name to store, confirm it exists.' },
      { tool: 'write_app_file', purpose: 'Write functions/<name>.js that reads the secret from the environment (a Saved Version is created first).' },
      { tool: 'set_function_policy', purpose: 'allowed_hosts limited to the provider API host; roles or require_secret as needed.' },
      { tool: 'invoke_function', purpose: 'Test with caller owner, then caller anonymous.' },
      { tool: 'get_errors', purpose: 'Check errors without exposing secret values.' },
    ],
    validation_checklist: [
      'No credential was requested from the owner in conversation; the owner stored it themselves.',
      'list_secret_keys shows the expected name; no value appears in files, records, prompts or outputs.',
      'The secret is only read in functions/, never in pages or components.',
      'configure_integration holds metadata only.',
      'allowed_hosts is set to the provider host(s), not empty.',
      'invoke_function succeeds as owner and is refused for unauthorised callers.',
    ],
    rollback_plan: [
      'Function code: list_saved_versions, compare_current_to_version, restore_file_from_version for the function file.',
      'Integration metadata: configure_integration with the previous settings (noted from list_integrations).',
      'A secret set by mistake: delete_secret after owner approval; the value cannot be recovered, so the owner re-enters the correct one.',
      'Function policy: re-apply the previous values with set_function_policy.',
    ],
    sections: ['secrets_integrations', 'functions', 'security', 'safety'],
    keywords: [
      'secret', 'secrets', 'api key', 'api keys', 'apikey', 'token', 'tokens', 'credential', 'credentials',
      'integration', 'integrations', 'integrate', 'connect', 'stripe', 'openai', 'sendgrid', 'twilio', 'slack',
      'mailgun', 'third party', 'env var', 'environment variable', 'environment variables', 'payments',
    ],
  },

  security_setup: {
    summary:
      'Control who can open which pages, read or write which records and call which functions: read the current security ' +
      'context, set route, entity and function policies, manage member roles, and verify per role and anonymously.',
    steps: [
      { tool: 'get_app_security_context', purpose: 'Owner, members, current policies and audit entries; note policies for rollback.' },
      { tool: 'get_pages', purpose: 'Routes to protect.' },
      { tool: 'get_entities', purpose: 'Entities whose data must be protected.' },
      { tool: 'set_route_policy', purpose: 'E.g. `route` `/Admin` or `/admin/*`, `require_auth` true, `allowed_roles` ["staff"], `redirect_to` `/Login`.' },
      { tool: 'set_entity_policy', purpose: '`read` / `write` role lists or a `rules` object (version 1); rules are unconditional.' },
      { tool: 'set_function_policy', purpose: 'Explicit policy per function; without one only the owner token can call it.' },
      { tool: 'list_app_members', purpose: 'Check who holds which role.' },
      { tool: 'update_app_member_role', purpose: 'Adjust roles (owner cannot be assigned).' },
      { tool: 'inspect_preview', purpose: 'Verify routes with auth_as anonymous and auth_as_role for each role.' },
      { tool: 'invoke_function', purpose: 'caller anonymous returns the 401/403 decision without running the function.' },
      { tool: 'get_app_security_audit', purpose: 'Review the recorded policy and member changes.' },
      { tool: 'publish_app', purpose: 'Republish with access_mode keep (or public_auth if the whole app needs login).' },
    ],
    validation_checklist: [
      'Every sensitive route has a route policy with require_auth and the right allowed_roles.',
      'Every entity with sensitive data has an explicit entity policy (no reliance on legacy behaviour).',
      'Every function has a policy; allowed_hosts is not accidentally empty.',
      'inspect_preview as anonymous is denied or redirected to /Login on protected routes; each role sees exactly its pages.',
      'Anonymous invoke_function is refused for protected functions.',
      'No invite password was invented or echoed; no role owner assigned.',
    ],
    rollback_plan: [
      'Policies are not in Saved Versions: re-apply the policies noted from get_app_security_context with set_route_policy, set_entity_policy and set_function_policy.',
      'Member roles: update_app_member_role back to the previous role.',
      'Client-side guard code: list_saved_versions, compare_current_to_version, restore_file_from_version.',
      'If access was opened by mistake on a published app, publish_app with access_mode private until fixed.',
    ],
    sections: ['security', 'saas', 'functions', 'validation', 'safety'],
    keywords: [
      'security', 'secure', 'permission', 'permissions', 'role', 'roles', 'access', 'access control', 'admin only',
      'staff only', 'only staff', 'only admins', 'admins only', 'members only', 'admin', 'staff', 'policy', 'policies',
      'protect', 'restrict', 'lock down', 'logged in', 'logged in users', 'login required', 'require login',
      'who can', 'invite', 'member', 'members', 'audit', 'authorization', 'authentication',
    ],
  },

  seed_data: {
    summary:
      'Add starter, demo or bulk records: check the entity and its current records, write with seed_entity or ' +
      'create_entity_records guarded by expected_count, then verify. Record writes may need owner approval.',
    steps: [
      { tool: 'get_entities', purpose: 'Fields, types, required flags and current record_count.' },
      { tool: 'query_entity', purpose: 'Look at existing records so you do not duplicate them.' },
      { tool: 'seed_entity', purpose: 'Starter records with `mode` skip_if_not_empty (default) or append, plus a `reason`.' },
      { tool: 'create_entity_records', purpose: 'For bulk inserts: `records`, `reason` and `expected_count` equal to the number of records.' },
      { tool: 'query_entity', purpose: 'Verify the records exist (or report awaiting_approval to the owner).' },
      { tool: 'inspect_preview', purpose: 'Check the pages that list the records.' },
    ],
    validation_checklist: [
      'Every record matches the schema: required fields present, enum values valid, relation ids exist.',
      'No built-in fields (id, created_date, updated_date, created_by) were set by hand.',
      'expected_count matched, or the result is awaiting_approval and the owner was told.',
      'Sample data is clearly fake: no real personal data, no secrets.',
      'Pages render the new records in inspect_preview.',
    ],
    rollback_plan: [
      'Records are not part of Saved Versions; keep the ids returned by the write.',
      'delete_entity_records with those record_ids, a reason and expected_count equal to their number (after owner approval).',
      'If the write is awaiting approval, tell the owner to reject it instead of deleting.',
      'restore_saved_version fails closed and cannot be used to undo records from a tool.',
    ],
    sections: ['data_model', 'safety', 'sdk'],
    keywords: [
      'seed', 'seeding', 'sample data', 'sample records', 'sample', 'demo data', 'test data', 'dummy data',
      'fake data', 'example data', 'example records', 'starter data', 'placeholder data', 'populate', 'prefill',
      'import data', 'import records', 'bulk insert', 'records', 'record', 'add records', 'delete records',
      'update records',
    ],
  },

  unknown: {
    summary:
      'A safe generic sequence when the task is unclear: read the guide, find the app, look at its state and problems ' +
      'without changing anything, then ask for a specific workflow.',
    steps: [
      { tool: 'get_platform_guide', purpose: 'Read the overview and safety sections.' },
      { tool: 'list_apps', purpose: 'Find the app the task is about.' },
      { tool: 'get_app_detail', purpose: 'Pages, entities, files, settings and integrations.' },
      { tool: 'get_app_status', purpose: 'Published state, URL and active jobs.' },
      { tool: 'validate_app', purpose: 'Known problems before any change.' },
      { tool: 'get_errors', purpose: 'Recent runtime errors.' },
      { tool: 'get_recommended_workflow', purpose: 'Request the specific workflow once the task type is clear.' },
    ],
    validation_checklist: [
      'The target app is identified and owned by the token owner.',
      'No change was made before the task was clear.',
      'The owner confirmed the intended outcome before any destructive step.',
    ],
    rollback_plan: [
      'This sequence only reads; nothing needs rolling back.',
      'Before any later change, list_saved_versions shows recovery points; compare_current_to_version and restore_file_from_version recover files, and discard_change_set drops staged changes.',
    ],
    sections: ['overview', 'safety', 'checklists'],
    keywords: [],
  },

  version_restore: {
    summary:
      'Recover earlier file states from Saved Versions: compare, then restore file by file. restore_saved_version always ' +
      'fails closed, because a whole-app restore can replace records; only the owner can do that in the web interface.',
    steps: [
      { tool: 'list_saved_versions', purpose: 'Find the snapshot_id from the right time (before the change to undo).' },
      { tool: 'compare_saved_versions', purpose: 'Compare neighbouring Saved Versions to find when the change happened.' },
      { tool: 'compare_current_to_version', purpose: 'List exactly which files differ from the chosen Saved Version.' },
      { tool: 'read_app_files', purpose: 'Keep the current text of the files you will restore, in case the restore has to be undone.' },
      { tool: 'restore_file_from_version', purpose: 'Restore each file that should go back (versions:write, files:write).' },
      { tool: 'validate_app', purpose: 'Make sure the mix of restored and current files is consistent.' },
      { tool: 'inspect_preview', purpose: 'Check the affected routes.' },
      { tool: 'publish_app', purpose: 'Republish with access_mode keep so visitors get the restored state.' },
    ],
    validation_checklist: [
      'The chosen Saved Version predates the unwanted change (compare_current_to_version confirms the diff).',
      'All files of the change were restored together (pages, components they import, schemas).',
      'validate_app reports no errors after the restore.',
      'The owner knows records, policies, secrets, domains and metadata were not restored by file restores.',
      'If a whole-app restore is needed, the owner was told to complete it in the web interface.',
    ],
    rollback_plan: [
      'If a restored file is wrong, list_saved_versions and compare_current_to_version against a newer Saved Version that holds the pre-restore state, then restore_file_from_version from it.',
      'Where no Saved Version holds the pre-restore state, write_app_file with the text kept from read_app_files before the restore (this creates a Saved Version first).',
      'Run validate_app again after any correction and republish with publish_app access_mode keep.',
      'Do not retry restore_saved_version: it always fails closed and confirm=true does not authorize it.',
    ],
    sections: ['safety', 'direct_file_edit', 'validation', 'publishing'],
    keywords: [
      'restore', 'restoring', 'rollback', 'roll back', 'revert', 'undo', 'last change', 'previous version',
      'older version', 'earlier version', 'saved version', 'saved versions', 'snapshot', 'snapshots', 'yesterday',
      'go back', 'last version', 'version history', 'versions', 'version', 'recover',
    ],
  },
};
