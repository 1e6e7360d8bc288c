/**
 * @generated SignedSource<<7e1cebd9bd7a7417f70dfb75dc41d95f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MinistryExperiencesPageQuery$variables = Record<PropertyKey, never>;
export type MinistryExperiencesPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type MinistryExperiencesPageQuery = {
  response: MinistryExperiencesPageQuery$data;
  variables: MinistryExperiencesPageQuery$variables;
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
    "name": "MinistryExperiencesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MinistryExperiencesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3d528da8605ab173309ebf28a5146267",
    "id": null,
    "metadata": {},
    "name": "MinistryExperiencesPageQuery",
    "operationKind": "query",
    "text": "query MinistryExperiencesPageQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae1933344bec5fd0aaf2cbc2d9edd994";

export default node;
