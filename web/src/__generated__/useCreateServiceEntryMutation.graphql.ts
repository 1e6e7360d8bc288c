/**
 * @generated SignedSource<<8f9f759be1f7e19a767aceb88fbc37a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type CreateServiceEntryInput = {
  credit?: boolean | null | undefined;
  date: string;
  hours?: number | null | undefined;
  kind?: ServiceKind | null | undefined;
  minutes?: number | null | undefined;
  note?: string | null | undefined;
};
export type useCreateServiceEntryMutation$variables = {
  input: CreateServiceEntryInput;
};
export type useCreateServiceEntryMutation$data = {
  readonly createServiceEntry: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly serviceEntry?: {
      readonly id: string;
    };
  };
};
export type useCreateServiceEntryMutation = {
  response: useCreateServiceEntryMutation$data;
  variables: useCreateServiceEntryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "createServiceEntry",
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
            "concreteType": "ServiceEntry",
            "kind": "LinkedField",
            "name": "serviceEntry",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServiceEntryCreated",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useCreateServiceEntryMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateServiceEntryMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a458e18baa60792ccfb662b8edc4bc98",
    "id": null,
    "metadata": {},
    "name": "useCreateServiceEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateServiceEntryMutation(\n  $input: CreateServiceEntryInput!\n) {\n  createServiceEntry(input: $input) {\n    __typename\n    ... on ServiceEntryCreated {\n      serviceEntry {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c77c262525eb90149c65aa84c84e85ec";

export default node;
