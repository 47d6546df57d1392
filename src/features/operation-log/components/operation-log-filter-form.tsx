/**
 * The filter bar of the operation log: 操作人, 日志类别 (操作记录 or 安全事件), 操作类型 (grouped as the
 * console's areas, the security events among them) and a date range, applied with 查询 and cleared with 重置. A start date after the end date is refused with a
 * clear message before anything is asked.
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Input,
  NativeSelect,
  Text,
} from '@chakra-ui/react';
import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@/lib/calendar-date';
import type { OperatorOption } from '../api/list-known-operators';
import {
  actionGroups,
  actionsOfGroup,
  adminLogActions,
  adminLogCategories,
  type AdminLogAction,
  type AdminLogCategory,
} from '../api/operation-log-types';

export type OperationLogFilters = {
  actorId: string;
  action: AdminLogAction | '';
  category: AdminLogCategory | '';
  dateFrom: string;
  dateTo: string;
};

type OperationLogFilterFormProps = {
  initial: OperationLogFilters;
  operators: readonly OperatorOption[];
  onApply: (filters: OperationLogFilters) => void;
  onReset: () => void;
};

export function OperationLogFilterForm({
  initial,
  operators,
  onApply,
  onReset,
}: OperationLogFilterFormProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { actorId, action, category, dateFrom, dateTo } = filters;
  const change = (patch: Partial<OperationLogFilters>) => setFilters({ ...filters, ...patch });
  const chosenUnknown = actorId !== '' && !operators.some((operator) => operator.id === actorId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (
      (dateFrom !== '' && !isCalendarDate(dateFrom)) ||
      (dateTo !== '' && !isCalendarDate(dateTo))
    ) {
      setProblem(t('operationLog.invalidDate'));
      return;
    }
    if (dateFrom !== '' && dateTo !== '' && dateFrom > dateTo) {
      setProblem(t('operationLog.invalidDateRange'));
      return;
    }
    setProblem(null);
    onApply(filters);
  }

  return (
    <chakra.form
      onSubmit={submit}
      aria-label={t('operationLog.filters')}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      noValidate
    >
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Field.Root flex="1 1 180px">
          <Field.Label fontSize="sm" color="gray.700">
            {t('operationLog.actor')}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={actorId}
              onChange={(event) => change({ actorId: event.currentTarget.value })}
            >
              <option value="">{t('operationLog.allActors')}</option>
              {chosenUnknown ? (
                <option value={actorId}>{t('operationLog.chosenActor')}</option>
              ) : null}
              {operators.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1 1 150px">
          <Field.Label fontSize="sm" color="gray.700">
            {t('operationLog.category')}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={category}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change({ category: adminLogCategories.find((known) => known === value) ?? '' });
              }}
            >
              <option value="">{t('operationLog.allCategories')}</option>
              {adminLogCategories.map((known) => (
                <option key={known} value={known}>
                  {t(`operationLog.categories.${known}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1 1 180px">
          <Field.Label fontSize="sm" color="gray.700">
            {t('operationLog.action')}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={action}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change({ action: adminLogActions.find((known) => known === value) ?? '' });
              }}
            >
              <option value="">{t('operationLog.allActions')}</option>
              {actionGroups.map((group) => (
                <optgroup key={group} label={t(`operationLog.actionGroups.${group}`)}>
                  {actionsOfGroup(group).map((known) => (
                    <option key={known} value={known}>
                      {t(`operationLog.actions.${known}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1 1 150px" invalid={problem !== null}>
          <Field.Label fontSize="sm" color="gray.700">
            {t('operationLog.dateFrom')}
          </Field.Label>
          <Input
            type="date"
            value={dateFrom}
            max={dateTo || undefined}
            onChange={(event) => change({ dateFrom: event.target.value })}
          />
        </Field.Root>
        <Text pb="2" color="gray.500" display={{ base: 'none', md: 'block' }} aria-hidden="true">
          {t('operationLog.dateRangeSeparator')}
        </Text>
        <Field.Root flex="1 1 150px" invalid={problem !== null}>
          <Field.Label fontSize="sm" color="gray.700">
            {t('operationLog.dateTo')}
          </Field.Label>
          <Input
            type="date"
            value={dateTo}
            min={dateFrom || undefined}
            onChange={(event) => change({ dateTo: event.target.value })}
          />
        </Field.Root>
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">
            <Search aria-hidden="true" />
            {t('operationLog.search')}
          </Button>
          <Button type="button" variant="outline" colorPalette="gray" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {t('operationLog.reset')}
          </Button>
        </Flex>
      </Flex>
      <Text mt="3" fontSize="xs" color="gray.600">
        {t('operationLog.actorHint')}
      </Text>
      {problem !== null ? (
        <Box mt="3">
          <Alert.Root status="warning" variant="subtle" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{problem}</Alert.Title>
          </Alert.Root>
        </Box>
      ) : null}
    </chakra.form>
  );
}
