// GraphQL documents and small helpers the service-group tests share.
import type { Client } from '../../../../tests/api/harness.ts';

export const ALERT_FIELDS = 'id kind status message comment location senderName isMine sentAt endedAt isDrill';

export const BOARD = /* GraphQL */ `
  {
    viewer {
      serviceGroup {
        id number label
        members { id name role email phone isViewer }
        board {
          latestStatuses { ${ALERT_FIELDS} responses { id status message responderName isMine } }
          activeRollCall {
            kind isDrill startedAt startedBy message
            alert { id }
            heardFrom { member { id name } alert { id status } }
            notHeardFrom { id name }
          }
        }
      }
    }
  }
`;

const RESULT = (success: string) => `
  __typename
  ${success}
  ... on Error { message }
  ... on ValidationError { fields { path message } }
`;

export const SEND = /* GraphQL */ `
  mutation ($input: SendStatusAlertInput!) {
    sendStatusAlert(input: $input) {
      ${RESULT(`... on StatusAlertSent {
        alert { ${ALERT_FIELDS} }
        alertEdge { cursor node { id } }
        serviceGroup { number board { latestStatuses { id status } } }
      }`)}
    }
  }
`;

export const RESPOND = /* GraphQL */ `
  mutation ($input: RespondToAlertInput!) {
    respondToAlert(input: $input) {
      ${RESULT(`... on AlertResponded {
        response { id status message responderName isMine respondedAt }
        alert { id responses { id status message } }
      }`)}
    }
  }
`;

export const START = /* GraphQL */ `
  mutation ($input: StartRollCallInput!) {
    startRollCall(input: $input) {
      ${RESULT(`... on RollCallStarted {
        rollCall { ${ALERT_FIELDS} }
        alertEdge { node { id } }
        serviceGroup { board { activeRollCall { kind startedBy notHeardFrom { name } } } }
      }`)}
    }
  }
`;

export const END = /* GraphQL */ `
  mutation ($input: EndRollCallInput!) {
    endRollCall(input: $input) {
      ${RESULT(`... on RollCallEnded { rollCall { id endedAt } serviceGroup { board { activeRollCall { kind } } } }`)}
    }
  }
`;

export const RECENT = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      serviceGroup {
        recentAlerts(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges { cursor node { id kind status senderName } }
        }
      }
    }
  }
`;

export const NODE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on EmergencyAlert { status message }
      ... on AlertResponse { message }
      ... on ServiceGroup { number }
      ... on ServiceGroupMember { name }
    }
  }
`;

export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

export async function send(client: Client, input: Record<string, unknown>) {
  const answer = await client.graphql(SEND, { input });
  return answer.data?.sendStatusAlert;
}
