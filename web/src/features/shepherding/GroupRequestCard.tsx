// One request as an elder (or an admin) sees it: who asked and how to reach them, and a form
// moving it to its next status (assigned needs an elder, scheduled a date and time).
import { getLocalTimeZone, type DateValue } from '@internationalized/date';
import { useState } from 'react';
import { DateField, DateInput, DateSegment, FieldError, Form, Label } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { GroupRequestCard_request$key } from '../../__generated__/GroupRequestCard_request.graphql';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { formatDateTime, STATUS_LABELS } from './labels.ts';
import { useUpdateShepherdingRequestStatusMutation } from './useUpdateShepherdingRequestStatusMutation.ts';
import * as styles from './shepherding.css.ts';

const FAILED = 'Failed to update request. Please try again.';

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
          toast({ title: 'Request Updated', description: `The request is now ${(STATUS_LABELS[target] ?? target).toLowerCase()}.` });
          return;
        }
        const failure = failureOf(result, FAILED);
        setErrors(failure.fields);
        errorToast(failure.message);
      },
      onError: () => void errorToast(FAILED),
    });
  };

  const titleId = `group-request-${request.id}`;
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {request.requestType} — {request.requestorName}
        </h3>
        <span className={styles.status}>Status: {STATUS_LABELS[request.status] ?? request.status}</span>
      </div>
      <p className={styles.text}>{request.description}</p>
      <span className={styles.muted}>
        Priority {request.priority} · Group {request.groupNumber} · Requested {formatDateTime(request.createdAt)}
      </span>
      <span className={styles.muted}>
        {request.requestorPhone && <a href={`tel:${request.requestorPhone}`}>{request.requestorPhone}</a>}
        {request.requestorPhone && request.requestorEmail && ' · '}
        {request.requestorEmail && <a href={`mailto:${request.requestorEmail}`}>{request.requestorEmail}</a>}
      </span>
      {request.preferredElders && <span className={styles.muted}>Preferred elders: {request.preferredElders}</span>}
      {request.notes && <span className={styles.muted}>Notes: {request.notes}</span>}
      {request.assignedElder && <span className={styles.muted}>Elder: {request.assignedElder}</span>}
      {request.scheduledDate && <span className={styles.muted}>Scheduled: {formatDateTime(request.scheduledDate)}</span>}
      {request.completionNotes && <span className={styles.muted}>Completion notes: {request.completionNotes}</span>}

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
            label={`Move “${request.requestType}” to`}
            options={request.nextStatuses.map((s) => ({ id: s, label: STATUS_LABELS[s] ?? s }))}
            value={next}
            onChange={setNext}
            placeholder="Choose the next status"
            errorMessage={errors.status}
          />
          {next === 'assigned' && (
            <TextField label="Assigned elder" value={assignedElder} onChange={setAssignedElder} errorMessage={errors.assignedElder} />
          )}
          {next === 'scheduled' && (
            <DateField className={styles.dateField} value={scheduled} onChange={setScheduled} granularity="minute" isInvalid={!!errors.scheduledDate}>
              <Label className={styles.label}>Scheduled date and time</Label>
              <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
              <FieldError className={styles.fieldError}>{errors.scheduledDate}</FieldError>
            </DateField>
          )}
          {next === 'completed' && (
            <TextField label="Completion notes" multiline rows={3} value={completionNotes} onChange={setCompletionNotes} errorMessage={errors.completionNotes} />
          )}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!next || saving}>
              {saving ? 'Saving…' : 'Update Status'}
            </Button>
          </div>
        </Form>
      )}
    </article>
  );
}
