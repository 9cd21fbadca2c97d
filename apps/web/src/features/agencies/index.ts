/*
 * Agents' and agencies' public pages (CONTRACT.md section 14). Their code loads with the pages
 * (app/routes.tsx): nothing here reaches the home page's first load.
 */
export { AgentPage } from './components/agent-page';
export { AgencyPage } from './components/agency-page';
export { prefetchProfilePage } from './api/prefetch';
