// One request as an elder (or an admin) sees it: who asked and how to reach them, and a form
// moving it to its next status (assigned needs an elder, scheduled a date and time)
// (docs/product/shepherding.md).
import { getLocalTimeZone, type DateValue } from '@internationalized/date';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateField, DateInput, DateSegment, FieldError, Form, Label } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { GroupRequestCard_request$key } from '../../__generated__/GroupRequestCard_request.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useShepherdingLabels } from './labels.ts';
import { StatusSteps } from './StatusSteps.tsx';
import { useUpdateShepherdingRequestStatusMutation } from './useUpdateShepherdingRequestStatusMutation.ts';
import * as styles from './shepherding.css.ts';
import { groupNumberOf } from '../../platform/groups.ts';

export function GroupRequestCard({ request: key }: { request: GroupRequestCard_request$key }) {
  const request = useFragment(
    graphql`
      fragment GroupRequestCard_request on ShepherdingRequest {
        id
        requestorName
        requestorPhone
        requestorEmail
        groupNumber
        requestType
        priority
        preferredElders
        description
        notes
        status
        nextStatuses
        assignedElder
        scheduledDate
        completionNotes
        createdAt
      }
    `,
    key,
  );
  const { t } = useTranslation('shepherding');
  const labels = useShepherdingLabels();
  const FAILED = t('update.failed');
  const [next, setNext] = useState<string | null>(null);
  const [assignedElder, setAssignedElder] = useState(request.assignedElder ?? '');
  const [scheduled, setScheduled] = useState<DateValue | null>(null);
  const [completionNotes, setCompletionNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useUpdateShepherdingRequestStatusMutation();

  const save = () => {
    const target = next;
    if (!target) return;
    commit({
      variables: {
        input: {
          id: request.id,
          status: target,
          ...(target === 'assigned' && { assignedElder }),
          ...(target === 'scheduled' && scheduled && { scheduledDate: scheduled.toDate(getLocalTimeZone()).toISOString() }),
          ...(target === 'completed' && { completionNotes }),
        },
      },
      onCompleted: ({ updateShepherdingRequestStatus: result }) => {
        if (result.__typename === 'ShepherdingRequestStatusUpdated') {
          setNext(null);
          setErrors({});
          toast({ title: t('update.doneTitle'), description: t('update.doneText', { status: labels.status(target).toLocaleLowerCase() }) });
          return;
        }
        const failure = failureOf(result, FAILED);
        setErrors(failure.fields);
        // A message that belongs to a field shows beside it, once; anything else is a toast.
        if (Object.keys(failure.fields).length === 0) errorToast(failure.message);
      },
      onError: () => void errorToast(FAILED),
    });
  };

  const titleId = `group-request-${request.id}`;
  const type = labels.requestType(request.requestType);
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {t('item.heading', { type, name: request.requestorName })}
        </h3>
        <span className={styles.status}>{t('item.status', { status: labels.status(request.status) })}</span>
      </div>
      <StatusSteps status={request.status} />
      <p className={styles.text} dir="auto">
        {request.description}
      </p>
      <span className={styles.muted}>
        {t('item.priority', { priority: labels.priority(request.priority) })} · {t('item.groupNumber', { number: groupNumberOf(request.groupNumber) })} ·{' '}
        {t('item.requested', { when: labels.dateTime(request.createdAt) })}
      </span>
      <span className={styles.contacts}>
        {request.requestorPhone && (
          <a href={`tel:${request.requestorPhone}`} className={styles.contactLink}>
            <Phone aria-hidden="true" className={styles.icon} />
            {request.requestorPhone}
          </a>
        )}
        {request.requestorEmail && (
          <a href={`mailto:${request.requestorEmail}`} className={styles.contactLink}>
            <Mail aria-hidden="true" className={styles.icon} />
            {request.requestorEmail}
          </a>
        )}
      </span>
      {request.preferredElders && <span className={styles.muted}>{t('item.preferredElders', { names: request.preferredElders })}</span>}
      {request.notes && (
        <span className={styles.muted}>
          <Trans t={t} i18nKey="item.notes" values={{ notes: request.notes }} components={{ bdi: <bdi /> }} />
        </span>
      )}
      {request.assignedElder && <span className={styles.muted}>{t('item.elder', { name: request.assignedElder })}</span>}
      {request.scheduledDate && <span className={styles.muted}>{t('item.scheduled', { when: labels.dateTime(request.scheduledDate) })}</span>}
      {request.completionNotes && (
        <span className={styles.muted}>
          <Trans t={t} i18nKey="item.completionNotes" values={{ notes: request.completionNotes }} components={{ bdi: <bdi /> }} />
        </span>
      )}

      {request.nextStatuses.length > 0 && (
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Select
            label={t('update.moveTo', { type })}
            options={request.nextStatuses.map((status) => ({ id: status, label: labels.status(status) }))}
            value={next}
            onChange={setNext}
            placeholder={t('update.choose')}
            errorMessage={errors.status}
          />
          {next === 'assigned' && (
            <TextField label={t('update.assignedElder')} value={assignedElder} onChange={setAssignedElder} errorMessage={errors.assignedElder} />
          )}
          {next === 'scheduled' && (
            <DateField className={styles.dateField} value={scheduled} onChange={setScheduled} granularity="minute" isInvalid={!!errors.scheduledDate}>
              <Label className={styles.label}>{t('update.scheduledDate')}</Label>
              <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
              <FieldError className={styles.fieldError}>{errors.scheduledDate}</FieldError>
            </DateField>
          )}
          {next === 'completed' && (
            <TextField label={t('update.completionNotes')} multiline rows={3} value={completionNotes} onChange={setCompletionNotes} errorMessage={errors.completionNotes} />
          )}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!next || saving}>
              {saving ? t('update.saving') : t('update.submit')}
            </Button>
          </div>
        </Form>
      )}
    </article>
  );
}
