/**
 * @generated SignedSource<<e1c048fecf9bd000ebacb1a2386b7cd2>>
 * @relayHash bd0440462c9178b851f7d99283973bd2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e715c8eedeabb7c7c3d3967300af1626826ecac701cf43411eee00a07383d68

import { ConcreteRequest } from 'relay-runtime';
export type WeatherAdvice = "COLD" | "FREEZING" | "GREAT" | "HOT" | "RAIN" | "SNOW";
export type WeatherFailure = "UNAVAILABLE" | "UNREADABLE";
export type WeatherPageQuery$variables = Record<PropertyKey, never>;
export type WeatherPageQuery$data = {
  readonly appSettings: {
    readonly weatherRegion: string;
  };
  readonly weather: {
    readonly __typename: "WeatherReport";
    readonly advice: ReadonlyArray<WeatherAdvice>;
    readonly current: {
      readonly apparentTemperature: number;
      readonly humidity: number;
      readonly precipitation: number;
      readonly temperature: number;
      readonly weatherCode: number;
      readonly windDirection: number;
      readonly windSpeed: number;
    };
    readonly daily: ReadonlyArray<{
      readonly date: string;
      readonly precipitationSum: number;
      readonly temperatureMax: number;
      readonly temperatureMin: number;
      readonly weatherCode: number;
      readonly windSpeedMax: number;
    }>;
    readonly fetchedAt: any;
    readonly region: string;
    readonly stale: boolean;
  } | {
    readonly __typename: "WeatherUnavailable";
    readonly reason: WeatherFailure;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WeatherPageQuery = {
  response: WeatherPageQuery$data;
  variables: WeatherPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherRegion",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherCode",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "weather",
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
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fetchedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrentWeather",
          "kind": "LinkedField",
          "name": "current",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "apparentTemperature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "humidity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "precipitation",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windSpeed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windDirection",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DailyForecast",
          "kind": "LinkedField",
          "name": "daily",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperatureMax",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperatureMin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "precipitationSum",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windSpeedMax",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "advice",
          "storageKey": null
        }
      ],
      "type": "WeatherReport",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "type": "WeatherUnavailable",
      "abstractKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeatherPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeatherPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "2e715c8eedeabb7c7c3d3967300af1626826ecac701cf43411eee00a07383d68",
    "metadata": {},
    "name": "WeatherPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6b5275fe6737136c8baea6ed1e8c4e87";

export default node;
