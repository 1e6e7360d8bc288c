/**
 * @generated SignedSource<<53dbf55ebcc97d18ed2c5840f7b736ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CalendarPageViewerQuery$variables = Record<PropertyKey, never>;
export type CalendarPageViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type CalendarPageViewerQuery = {
  response: CalendarPageViewerQuery$data;
  variables: CalendarPageViewerQuery$variables;
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
    "name": "CalendarPageViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarPageViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "993b3e387a534f03bf91ce5013575d8c",
    "id": null,
    "metadata": {},
    "name": "CalendarPageViewerQuery",
    "operationKind": "query",
    "text": "query CalendarPageViewerQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "670b1910cf52ae83be8479859fe2f728";

export default node;
