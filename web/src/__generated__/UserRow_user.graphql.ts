/**
 * @generated SignedSource<<327b9f41cbdb2509b836df1216769e3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
import { FragmentRefs } from "relay-runtime";
export type UserRow_user$data = {
  readonly email: string | null | undefined;
  readonly fullName: string;
  readonly groupNumber: ServiceGroupNumber;
  readonly hasSecondFactor: boolean;
  readonly id: string;
  readonly isConductor: boolean;
  readonly isElder: boolean;
  readonly role: string;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditDialog_user" | "UserPreviewDialog_user">;
  readonly " $fragmentType": "UserRow_user";
};
export type UserRow_user$key = {
  readonly " $data"?: UserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRow_user",
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
      "name": "username",
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
      "name": "email",
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isConductor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isElder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSecondFactor",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserEditDialog_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserPreviewDialog_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4f8f1da884f150b18b3e99aa2aab3319";

export default node;
