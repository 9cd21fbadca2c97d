/** What other features may use of sign-in (docs/decisions/020). */
export { useUserRole } from './api/get-user-role';
