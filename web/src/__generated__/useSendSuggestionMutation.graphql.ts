/**
 * @generated SignedSource<<741985224274888a2771356e4259d088>>
 * @relayHash 8fa924e38500b895ad5d352d312e007d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6785e0a400b389e052dce339e987e32b079baa9be34902e345149a6742dbafee

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
export type SendSuggestionInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  suggestion?: string | null | undefined;
};
export type useSendSuggestionMutation$variables = {
  input: SendSuggestionInput;
};
export type useSendSuggestionMutation$data = {
  readonly sendSuggestion: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly ok?: boolean;
    readonly suggestion?: {
      readonly id: string;
      readonly status: ReportStatus;
    } | null | undefined;
  };
};
export type useSendSuggestionMutation = {
  response: useSendSuggestionMutation$data;
  variables: useSendSuggestionMutation$variables;
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
    "name": "sendSuggestion",
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
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Suggestion",
            "kind": "LinkedField",
            "name": "suggestion",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SuggestionSent",
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
    "name": "useSendSuggestionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendSuggestionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6785e0a400b389e052dce339e987e32b079baa9be34902e345149a6742dbafee",
    "metadata": {},
    "name": "useSendSuggestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3214d6d0e5c13c69fdcfd86b5e3b0ea";

export default node;
