import { Link } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** The 更多 link at the end of a home page section heading. */
export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      asChild
      fontSize="sm"
      color="brand.fg"
      whiteSpace="nowrap"
      display="inline-flex"
      alignItems="center"
      gap="0.5"
    >
      <RouterLink to={to}>
        {label}
        <ChevronRight aria-hidden="true" size={16} />
      </RouterLink>
    </Link>
  );
}
