/**
 * @generated SignedSource<<46a77da0ea92a86d652f094cf0581ca0>>
 * @relayHash 3ef114c32d7154dbc1e141981c0489f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33f149e037ddb1b0cded3f22de72e158162114f6d187534d64c9a4e833816c4f

import { ConcreteRequest } from 'relay-runtime';
export type SupportTabQuery$variables = Record<PropertyKey, never>;
export type SupportTabQuery$data = {
  readonly supportInfo: {
    readonly activeSessions: number;
    readonly activityEvents: number;
    readonly admins: number;
    readonly database: string;
    readonly liveEvents: string;
    readonly nodeVersion: string;
    readonly uptimeSeconds: number;
    readonly users: number;
    readonly version: string;
  };
};
export type SupportTabQuery = {
  response: SupportTabQuery$data;
  variables: SupportTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportInfo",
    "kind": "LinkedField",
    "name": "supportInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "database",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liveEvents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uptimeSeconds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nodeVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "users",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "admins",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeSessions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activityEvents",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupportTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupportTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "33f149e037ddb1b0cded3f22de72e158162114f6d187534d64c9a4e833816c4f",
    "metadata": {},
    "name": "SupportTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e98205b9d152b88cd1f89882dc757c1f";

export default node;
