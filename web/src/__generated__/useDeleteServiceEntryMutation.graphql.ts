/**
 * @generated SignedSource<<7ec7ef03d8b7b67e70ae6d2d6d28621f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "51839a457e48e008c1dcf04015df7803",
    "id": null,
    "metadata": {},
    "name": "useDeleteServiceEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteServiceEntryMutation(\n  $input: DeleteServiceEntryInput!\n) {\n  deleteServiceEntry(input: $input) {\n    __typename\n    ... on ServiceEntryDeleted {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7aae255df0f12d700c90ad24dc3a483";

export default node;
