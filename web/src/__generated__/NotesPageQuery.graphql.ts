/**
 * @generated SignedSource<<e419b3d4661f7869321faf4d588e18dd>>
 * @relayHash 9d41a59fa03ee12559bf24e41c7abf16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 622d82be7124b33716d1148e3d6a7dacc43efb3f4b95fcb5a2b9b2bea6ca87be

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
    "id": "622d82be7124b33716d1148e3d6a7dacc43efb3f4b95fcb5a2b9b2bea6ca87be",
    "metadata": {},
    "name": "NotesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "14573f15275c18e59a137554e1b32e17";

export default node;
