/**
 * @generated SignedSource<<3ea5506759f46fc93233132aeb0c5aec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateConventionNoteInput = {
  content?: string | null | undefined;
  date?: string | null | undefined;
  id: string;
  scriptures?: string | null | undefined;
  session?: string | null | undefined;
  speaker?: string | null | undefined;
  title?: string | null | undefined;
};
export type useUpdateConventionNoteMutation$variables = {
  input: UpdateConventionNoteInput;
};
export type useUpdateConventionNoteMutation$data = {
  readonly updateConventionNote: {
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
export type useUpdateConventionNoteMutation = {
  response: useUpdateConventionNoteMutation$data;
  variables: useUpdateConventionNoteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = {
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateConventionNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateConventionNote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
            "type": "ConventionNoteUpdated",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateConventionNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateConventionNote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
              }
            ],
            "type": "ConventionNoteUpdated",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "04d8ab78fba4d2a1d8c46c6b3b6f1d47",
    "id": null,
    "metadata": {},
    "name": "useUpdateConventionNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateConventionNoteMutation(\n  $input: UpdateConventionNoteInput!\n) {\n  updateConventionNote(input: $input) {\n    __typename\n    ... on ConventionNoteUpdated {\n      conventionNote {\n        id\n        ...ConventionNoteCard_note\n        ...ScriptureReferences_notes\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment ConventionNoteCard_note on ConventionNote {\n  id\n  title\n  speaker\n  content\n  scriptures\n  date\n  session\n}\n\nfragment ScriptureReferences_notes on ConventionNote {\n  id\n  title\n  scriptures\n}\n"
  }
};
})();

(node as any).hash = "1a3c8f7d23feb05966ac8189aab3105d";

export default node;
