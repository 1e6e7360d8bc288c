// The report's settings: the member's role (an auxiliary pioneer picks a 30 or 15 hour goal), the
// goals (empty: the role's usual goal), the credit cap and how the timer rounds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { ReportPageQuery$data, ReportRole, TimerRounding } from '../../__generated__/ReportPageQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failed, handleFormAnswer } from './commit.ts';
import { useUpdateReportSettingsMutation } from './useUpdateReportSettingsMutation.ts';
import * as styles from './report.css.ts';

type Settings = NonNullable<ReportPageQuery$data['viewer']>['reportSettings'];

const ROLES: ReportRole[] = ['PUBLISHER', 'AUXILIARY_PIONEER', 'REGULAR_PIONEER', 'SPECIAL_PIONEER', 'FIELD_MISSIONARY'];
const ROUNDINGS: TimerRounding[] = ['NONE', 'QUARTER_HOUR', 'HALF_HOUR', 'HOUR'];

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  settings: Settings;
  onChanged: () => void;
}

export function SettingsDialog({ isOpen, onOpenChange, settings, onChanged }: Props) {
  const { t } = useTranslation('report');
  return (
    <Dialog title={t('settings.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <SettingsForm settings={settings} onChanged={onChanged} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const hoursOf = (value: string) => (value.trim() === '' ? null : Number(value));

function SettingsForm({ settings, onChanged, onDone }: { settings: Settings; onChanged: () => void; onDone: () => void }) {
  const { t } = useTranslation('report');
  const [role, setRole] = useState<ReportRole>(settings.role);
  const [monthly, setMonthly] = useState(text(settings.monthlyGoalHours));
  const [annual, setAnnual] = useState(text(settings.annualGoalHours));
  const [cap, setCap] = useState(text(settings.creditCapHours));
  const [rounding, setRounding] = useState<TimerRounding>(settings.rounding);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useUpdateReportSettingsMutation();
  const reportsHours = role !== 'PUBLISHER';

  const submit = () =>
    commit({
      variables: {
        input: {
          role,
          monthlyGoalHours: reportsHours ? hoursOf(monthly) : null,
          annualGoalHours: reportsHours ? hoursOf(annual) : null,
          creditCapHours: hoursOf(cap),
          rounding,
        },
      },
      onCompleted: ({ updateReportSettings: answer }) =>
        handleFormAnswer(answer, 'ReportSettingsUpdated', { done: t('settings.saved'), fallback: t('errors.generic') }, setErrors, () => {
          onChanged();
          onDone();
        }),
      onError: failed(t('errors.generic')),
    });

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('settings.role')}
        options={ROLES.map((r) => ({ id: r, label: t(`roles.${r}`) }))}
        value={role}
        onChange={(value) => {
          setRole(value as ReportRole);
          if (value === 'AUXILIARY_PIONEER' && monthly === '') setMonthly('30');
        }}
      />
      {role === 'AUXILIARY_PIONEER' && (
        <Select
          label={t('settings.auxiliaryGoal')}
          options={[
            { id: '30', label: t('settings.goal30') },
            { id: '15', label: t('settings.goal15') },
          ]}
          value={monthly === '15' ? '15' : '30'}
          onChange={setMonthly}
        />
      )}
      {reportsHours && (
        <div className={styles.twoFields}>
          <TextField
            label={t('settings.monthlyGoal')}
            type="number"
            inputMode="decimal"
            description={t('settings.goalHelp')}
            value={monthly}
            onChange={setMonthly}
            errorMessage={errors.monthlyGoalHours}
          />
          <TextField
            label={t('settings.annualGoal')}
            type="number"
            inputMode="decimal"
            value={annual}
            onChange={setAnnual}
            errorMessage={errors.annualGoalHours}
          />
        </div>
      )}
      {role === 'REGULAR_PIONEER' && (
        <TextField label={t('settings.creditCap')} type="number" inputMode="decimal" value={cap} onChange={setCap} errorMessage={errors.creditCapHours} />
      )}
      <Select
        label={t('settings.rounding')}
        options={ROUNDINGS.map((r) => ({ id: r, label: t(`roundings.${r}`) }))}
        value={rounding}
        onChange={(value) => setRounding(value as TimerRounding)}
      />
      <div className={styles.row}>
        <Button type="submit" isDisabled={saving}>
          {t('settings.save')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('settings.cancel')}
        </Button>
      </div>
    </Form>
  );
}
