/**
 * @generated SignedSource<<fc792e71aa93173124042934e92bd733>>
 * @relayHash 51839a457e48e008c1dcf04015df7803
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08716b9fbe00b10e579c56768ed14f2c253c23b27f56253a14d049d5ab286be5

import { ConcreteRequest } from 'relay-runtime';
export type DeleteServiceEntryInput = {
  id: string;
};
export type useDeleteServiceEntryMutation$variables = {
  input: DeleteServiceEntryInput;
};
export type useDeleteServiceEntryMutation$data = {
  readonly deleteServiceEntry: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useDeleteServiceEntryMutation = {
  response: useDeleteServiceEntryMutation$data;
  variables: useDeleteServiceEntryMutation$variables;
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
    "name": "deleteServiceEntry",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "ServiceEntryDeleted",
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
    "name": "useDeleteServiceEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteServiceEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "08716b9fbe00b10e579c56768ed14f2c253c23b27f56253a14d049d5ab286be5",
    "metadata": {},
    "name": "useDeleteServiceEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7aae255df0f12d700c90ad24dc3a483";

export default node;
