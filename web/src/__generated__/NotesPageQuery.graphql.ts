/**
 * @generated SignedSource<<f6ff38869305484fe24aa5f7ffc417a0>>
 * @relayHash 853129775ef2cb4f0ff6b0b33650be29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d9a1f4787f2cf1d698b6496f409fd4c1ac3cab25f8c7b659d96d1d60573d8ce

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesPageQuery$variables = Record<PropertyKey, never>;
export type NotesPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isConductor: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"RetentionNotice_viewer">;
  } | null | undefined;
};
export type NotesPageQuery = {
  response: NotesPageQuery$data;
  variables: NotesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isConductor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RetentionNotice_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "HouseholderRetention",
            "kind": "LinkedField",
            "name": "householderRetention",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "months",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noticeDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExpiringHouseholderRecord",
                "kind": "LinkedField",
                "name": "records",
                "plural": true,
                "selections": [
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
                    "name": "record",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "territory",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresOn",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0d9a1f4787f2cf1d698b6496f409fd4c1ac3cab25f8c7b659d96d1d60573d8ce",
    "metadata": {},
    "name": "NotesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aec53f5007894aeb3318d78efc8e704f";

export default node;
