/** The `<option>`s of a domain filter: each domain by name, a closed one marked （已暂停受理）. */
import { useTranslation } from '@/i18n/use-translation';

type DomainChoiceOptionsProps = {
  domains: readonly { id: string; name: string; acceptingApplications: boolean }[];
};

export function DomainChoiceOptions({ domains }: DomainChoiceOptionsProps) {
  const { t } = useTranslation();
  return domains.map((domain) => (
    <option key={domain.id} value={domain.id}>
      {domain.acceptingApplications
        ? domain.name
        : t('workflow.closedDomain', { name: domain.name })}
    </option>
  ));
}
