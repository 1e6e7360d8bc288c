/**
 * @generated SignedSource<<9cb9e8445c999e927ee5d98d8096aec4>>
 * @relayHash 9bf91ca22e76531e137efa33d0b8d46d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2163d3af74ac5e0c99e810c8259c0a7be71e7515c42d90586998b5836fefdbdf

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
    "id": "2163d3af74ac5e0c99e810c8259c0a7be71e7515c42d90586998b5836fefdbdf",
    "metadata": {},
    "name": "useUpdateServiceEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2e5df36c592e6e907c737c2d0007a19";

export default node;
