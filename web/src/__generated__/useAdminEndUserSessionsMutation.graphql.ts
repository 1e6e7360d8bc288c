/**
 * @generated SignedSource<<f98efef05d7de7068f6761e30cdff509>>
 * @relayHash bb288e1d5b3c4900557df9cce50f30d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44c6ebc52a6f629413b1825caad5fa2490ebad6549fc3617d811216f1a2824d1

import { ConcreteRequest } from 'relay-runtime';
export type AdminEndUserSessionsInput = {
  id: string;
};
export type useAdminEndUserSessionsMutation$variables = {
  input: AdminEndUserSessionsInput;
};
export type useAdminEndUserSessionsMutation$data = {
  readonly adminEndUserSessions: {
    readonly __typename: string;
    readonly endedCount?: number;
    readonly message?: string;
  };
};
export type useAdminEndUserSessionsMutation = {
  response: useAdminEndUserSessionsMutation$data;
  variables: useAdminEndUserSessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminEndUserSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endedCount",
            "storageKey": null
          }
        ],
        "type": "UserSessionsEnded",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminEndUserSessionsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminEndUserSessionsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "44c6ebc52a6f629413b1825caad5fa2490ebad6549fc3617d811216f1a2824d1",
    "metadata": {},
    "name": "useAdminEndUserSessionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d72f145e367bb4878e25fa1fea43b980";

export default node;
