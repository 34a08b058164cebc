/** A studio account as the identity area hands it out (never with its password hash). */
export interface Account {
  id: string;
  email: string;
  full_name: string;
  is_platform_team: number;
  created_at: number;
}
