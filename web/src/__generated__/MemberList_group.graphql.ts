/**
 * @generated SignedSource<<a85c1a6aea9d52dfdbdc940706a1270d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberList_group$data = {
  readonly label: string;
  readonly members: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly id: string;
    readonly isViewer: boolean;
    readonly name: string;
    readonly phone: string | null | undefined;
    readonly role: string;
  }>;
  readonly " $fragmentType": "MemberList_group";
};
export type MemberList_group$key = {
  readonly " $data"?: MemberList_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberList_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberList_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceGroupMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
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
          "name": "name",
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceGroup",
  "abstractKey": null
};

(node as any).hash = "3a1237a27b3a7dd0764a31192ca2f27c";

export default node;
