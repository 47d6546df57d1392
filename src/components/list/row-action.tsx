/**
 * A small action button in a table row (编辑, 重置密码, 删除…): the word it shows, an optional icon,
 * and an accessible name that says which row it acts on, e.g. 编辑 chushen1.
 */
import { Button } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type RowActionProps = {
  /** The accessible name, naming the row's item. */
  label: string;
  icon?: LucideIcon;
  tone?: 'brand' | 'red' | 'green';
  variant?: 'ghost' | 'outline' | 'solid';
  onClick: () => void;
  children: ReactNode;
};

export function RowAction({
  label,
  icon: Icon,
  tone = 'brand',
  variant = 'ghost',
  onClick,
  children,
}: RowActionProps) {
  return (
    <Button size="xs" variant={variant} colorPalette={tone} aria-label={label} onClick={onClick}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
