import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * The session's role in the project shown. The server refuses what a role does not allow (`x-dashboard-role` in
 * openapi.yaml); the pages hide those controls too, so a viewer is never offered a button that can only fail.
 * The order and the minimum role of each action mirror the spec's.
 */
export type Role = 'viewer' | 'developer' | 'admin' | 'owner';

const ORDER: readonly Role[] = ['viewer', 'developer', 'admin', 'owner'];

export const RoleContext = createContext<Role>('viewer');

/** Whether `role` is at least `minimum`. */
export const allows = (role: Role, minimum: Role): boolean => ORDER.indexOf(role) >= ORDER.indexOf(minimum);

/** Whether the session's role in the shown project is at least `minimum`. */
export function useCan(minimum: Role): boolean {
  return allows(useContext(RoleContext), minimum);
}

/** Renders its children only for a role of at least `role` (otherwise `otherwise`, e.g. a short note). */
export function Can({ role, children, otherwise }: { role: Role; children: ComponentChildren; otherwise?: ComponentChildren }) {
  return <>{useCan(role) ? children : (otherwise ?? null)}</>;
}
