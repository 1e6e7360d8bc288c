// Keeping Relay connections and their totalCount right without a refetch: an edge is added once
// (a subscription event may repeat what a mutation already added) and the count follows.
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

export function prependToConnection(store: RecordSourceProxy, ownerId: string, key: string, node: RecordProxy, edgeType: string) {
  const owner = store.get(ownerId);
  const connection = owner && ConnectionHandler.getConnection(owner, key);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, edgeType));
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

export function removeFromConnection(store: RecordSourceProxy, ownerId: string, key: string, nodeId: string) {
  const owner = store.get(ownerId);
  const connection = owner && ConnectionHandler.getConnection(owner, key);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (!edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId)) return;
  ConnectionHandler.deleteNode(connection, nodeId);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number' && total > 0) connection.setValue(total - 1, 'totalCount');
}
