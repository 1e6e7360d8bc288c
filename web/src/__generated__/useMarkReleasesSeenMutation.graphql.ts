/**
 * @generated SignedSource<<d5b5f88bc12eb0d30e86031a23e4b24b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkReleasesSeenInput = {
  versions: ReadonlyArray<string>;
};
export type useMarkReleasesSeenMutation$variables = {
  input: MarkReleasesSeenInput;
};
export type useMarkReleasesSeenMutation$data = {
  readonly markReleasesSeen: {
    readonly __typename: string;
    readonly message?: string;
    readonly seenReleases?: ReadonlyArray<string>;
  };
};
export type useMarkReleasesSeenMutation = {
  response: useMarkReleasesSeenMutation$data;
  variables: useMarkReleasesSeenMutation$variables;
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
    "name": "markReleasesSeen",
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
            "kind": "ScalarField",
            "name": "seenReleases",
            "storageKey": null
          }
        ],
        "type": "ReleasesSeen",
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
    "name": "useMarkReleasesSeenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkReleasesSeenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "730004adebcecad7ca840e2980715319",
    "id": null,
    "metadata": {},
    "name": "useMarkReleasesSeenMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkReleasesSeenMutation(\n  $input: MarkReleasesSeenInput!\n) {\n  markReleasesSeen(input: $input) {\n    __typename\n    ... on ReleasesSeen {\n      seenReleases\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "553bc5fe61f5dc8a713c7dec9906c101";

export default node;
