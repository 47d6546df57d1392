/** 无条件开放 in green, 有条件开放 in orange: the first thing a visitor checks about a resource. */
import { Badge } from '@chakra-ui/react';
import { useValueLabel, type OpenType } from '../catalog-values';

export function OpenTypeBadge({
  openType,
  size = 'sm',
}: {
  openType: OpenType;
  size?: 'sm' | 'md' | 'lg';
}) {
  const label = useValueLabel();
  return (
    <Badge
      size={size}
      variant="subtle"
      colorPalette={openType === 'unconditional' ? 'green' : 'orange'}
      flexShrink={0}
    >
      {label('openType', openType)}
    </Badge>
  );
}
