import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';

interface SectionMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  links: ReadonlyArray<{ label: string; sectionId: string }>;
  /** Other pages, opened as plain links. */
  pages?: ReadonlyArray<{ label: string; href: string }>;
  onClose: () => void;
  onGo: (sectionId: string) => (event: MouseEvent) => void;
  /** Where a section's link points: `#doar` on the home page, `/#doar` on another page. */
  hrefOf: (sectionId: string) => string;
}

/** The phone's section menu: its own chunk, loaded the first time the menu button is pressed. */
export function SectionMenu({ id, anchorEl, links, pages = [], onClose, onGo, hrefOf }: SectionMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.sectionId} component="a" href={hrefOf(link.sectionId)} onClick={onGo(link.sectionId)}>
          {link.label}
        </MenuItem>
      ))}
      {pages.map((page) => (
        <MenuItem key={page.href} component="a" href={page.href}>
          {page.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
