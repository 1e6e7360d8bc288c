/**
 * @generated SignedSource<<3236b48ba2cf0fd20053b172a579765e>>
 * @relayHash a458e18baa60792ccfb662b8edc4bc98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 871518f12f3599e22fbc0e5a57b92f31fe7ac429406dd74d000b1074dc20d191

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
    "id": "871518f12f3599e22fbc0e5a57b92f31fe7ac429406dd74d000b1074dc20d191",
    "metadata": {},
    "name": "useCreateServiceEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c77c262525eb90149c65aa84c84e85ec";

export default node;
