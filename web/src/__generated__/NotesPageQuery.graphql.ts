/**
 * @generated SignedSource<<001c3296b98c8c677742c78f88437a9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotesPageQuery$variables = Record<PropertyKey, never>;
export type NotesPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isConductor: boolean;
  } | null | undefined;
};
export type NotesPageQuery = {
  response: NotesPageQuery$data;
  variables: NotesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "isConductor",
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
    "name": "NotesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9d41a59fa03ee12559bf24e41c7abf16",
    "id": null,
    "metadata": {},
    "name": "NotesPageQuery",
    "operationKind": "query",
    "text": "query NotesPageQuery {\n  viewer {\n    id\n    isConductor\n  }\n}\n"
  }
};
})();

(node as any).hash = "14573f15275c18e59a137554e1b32e17";

export default node;
