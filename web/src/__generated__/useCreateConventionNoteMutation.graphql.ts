/**
 * @generated SignedSource<<fd2cd27d1e3b6c37540d361f3c323d2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateConventionNoteInput = {
  clientId?: string | null | undefined;
  content?: string | null | undefined;
  date?: string | null | undefined;
  scriptures?: string | null | undefined;
  session?: string | null | undefined;
  speaker?: string | null | undefined;
  title?: string | null | undefined;
};
export type useCreateConventionNoteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateConventionNoteInput;
};
export type useCreateConventionNoteMutation$data = {
  readonly createConventionNote: {
    readonly __typename: string;
    readonly conventionNote?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConventionNoteCard_note" | "ScriptureReferences_notes">;
    };
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useCreateConventionNoteMutation = {
  response: useCreateConventionNoteMutation$data;
  variables: useCreateConventionNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateConventionNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createConventionNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ConventionNote",
                "kind": "LinkedField",
                "name": "conventionNote",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ConventionNoteCard_note"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ScriptureReferences_notes"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ConventionNoteCreated",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateConventionNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createConventionNote",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ConventionNote",
                "kind": "LinkedField",
                "name": "conventionNote",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "speaker",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scriptures",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "session",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "conventionNote",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserConventionNotesConnectionEdge"
                  }
                ]
              }
            ],
            "type": "ConventionNoteCreated",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "61b8e157c059c093d6550861ac24b4ff",
    "id": null,
    "metadata": {},
    "name": "useCreateConventionNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateConventionNoteMutation(\n  $input: CreateConventionNoteInput!\n) {\n  createConventionNote(input: $input) {\n    __typename\n    ... on ConventionNoteCreated {\n      conventionNote {\n        id\n        ...ConventionNoteCard_note\n        ...ScriptureReferences_notes\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment ConventionNoteCard_note on ConventionNote {\n  id\n  title\n  speaker\n  content\n  scriptures\n  date\n  session\n}\n\nfragment ScriptureReferences_notes on ConventionNote {\n  id\n  title\n  scriptures\n}\n"
  }
};
})();

(node as any).hash = "001dff8344536dc073b771e6b0efd1f8";

export default node;
