/**
 * @generated SignedSource<<7798dfc313afb7478dfa0adb721fa352>>
 * @relayHash 730004adebcecad7ca840e2980715319
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f019f4a8fdbd8416c51f77a979ee9d6a8607c96a427f18b108d9919c6d7311d

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
    "id": "8f019f4a8fdbd8416c51f77a979ee9d6a8607c96a427f18b108d9919c6d7311d",
    "metadata": {},
    "name": "useMarkReleasesSeenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "553bc5fe61f5dc8a713c7dec9906c101";

export default node;
