/**
 * @generated SignedSource<<5457790ce9fc1c7bbad92fb4041910ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
import { FragmentRefs } from "relay-runtime";
export type ExperiencesPanel_viewer$data = {
  readonly fullName: string;
  readonly groupMembers: ReadonlyArray<{
    readonly userId: string;
    readonly username: string;
  }>;
  readonly groupNumber: ServiceGroupNumber;
  readonly groupPending: boolean;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"MyExperiencesList_viewer" | "SharedExperiencesList_viewer">;
  readonly " $fragmentType": "ExperiencesPanel_viewer";
};
export type ExperiencesPanel_viewer$key = {
  readonly " $data"?: ExperiencesPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExperiencesPanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "count",
    "variableName": "count"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExperiencesPanel_viewer",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupPending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupMember",
      "kind": "LinkedField",
      "name": "groupMembers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "MyExperiencesList_viewer"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "SharedExperiencesList_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "b0738ecdbc5c71678cb38fcdabfb83df";

export default node;
