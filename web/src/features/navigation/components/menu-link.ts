import { Link } from '@tanstack/react-router';
import { menuHref, type TMenuItem } from '../menu-config';

/**
 * The polymorphic link props of a menu entry for Mantine's NavLink, Menu.Item or Button: a router
 * link (with its anchor, e.g. /prices#fees-business) or an external address in a new tab.
 */
export function menuLinkProps(item: TMenuItem, workspaceId: string | null): TLinkProps {
  // Typed as the router-link shape: Mantine's polymorphic props cannot take a union of components.
  if (item.href) return { component: 'a', href: item.href, target: '_blank', rel: 'noopener noreferrer' } as unknown as TLinkProps;
  return { component: Link, to: menuHref(item, workspaceId) as never, hash: item.hash };
}

type TLinkProps = { component: typeof Link; to: never; hash?: string };
