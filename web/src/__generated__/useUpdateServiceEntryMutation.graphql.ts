/**
 * @generated SignedSource<<722f2f26f69b461f426367a7d0f499b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceKind = "CART" | "HOUSE_TO_HOUSE" | "INFORMAL" | "LETTER" | "PHONE";
export type UpdateServiceEntryInput = {
  credit?: boolean | null | undefined;
  date: string;
  hours?: number | null | undefined;
  id: string;
  kind?: ServiceKind | null | undefined;
  minutes?: number | null | undefined;
  note?: string | null | undefined;
};
export type useUpdateServiceEntryMutation$variables = {
  input: UpdateServiceEntryInput;
};
export type useUpdateServiceEntryMutation$data = {
  readonly updateServiceEntry: {
    readonly __typename: string;
    readonly message?: string;
    readonly serviceEntry?: {
      readonly credit: boolean;
      readonly date: string;
      readonly id: string;
      readonly kind: ServiceKind;
      readonly minutes: number;
      readonly note: string | null | undefined;
    };
  };
};
export type useUpdateServiceEntryMutation = {
  response: useUpdateServiceEntryMutation$data;
  variables: useUpdateServiceEntryMutation$variables;
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
    "name": "updateServiceEntry",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "credit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServiceEntryUpdated",
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
    "name": "useUpdateServiceEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateServiceEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9bf91ca22e76531e137efa33d0b8d46d",
    "id": null,
    "metadata": {},
    "name": "useUpdateServiceEntryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateServiceEntryMutation(\n  $input: UpdateServiceEntryInput!\n) {\n  updateServiceEntry(input: $input) {\n    __typename\n    ... on ServiceEntryUpdated {\n      serviceEntry {\n        id\n        date\n        minutes\n        kind\n        credit\n        note\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2e5df36c592e6e907c737c2d0007a19";

export default node;
