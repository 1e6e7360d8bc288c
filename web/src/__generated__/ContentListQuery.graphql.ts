/**
 * @generated SignedSource<<f22a1fc30d848710eaa2b8745266f792>>
 * @relayHash a7c7347d6cb7de811654e5540c52b7a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bb9c2af2c03c391e33260e7c44993be5340cc0ffae0ea4614f49040a0255735

import { ConcreteRequest } from 'relay-runtime';
export type ContentListQuery$variables = Record<PropertyKey, never>;
export type ContentListQuery$data = {
  readonly congregationScriptures: ReadonlyArray<{
    readonly id: string;
    readonly reference: string;
    readonly text: string;
  }>;
  readonly congregationVideos: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
};
export type ContentListQuery = {
  response: ContentListQuery$data;
  variables: ContentListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CongregationVideo",
    "kind": "LinkedField",
    "name": "congregationVideos",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "CongregationScripture",
    "kind": "LinkedField",
    "name": "congregationScriptures",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reference",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
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
    "name": "ContentListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContentListQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7bb9c2af2c03c391e33260e7c44993be5340cc0ffae0ea4614f49040a0255735",
    "metadata": {},
    "name": "ContentListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "01ad0b5a788b08adc6ab8e34f10885c3";

export default node;
