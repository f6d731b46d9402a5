"""Webhook verification against signatures made by the gateway's own signing code (src/events/sign-webhook.ts)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from plugboard import WebhookVerificationError, verify_webhook

REPO_ROOT = Path(__file__).resolve().parents[3]
SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
TOKEN = "pb_test_api_token"

# One delivery signed by the gateway (node --import tsx src/events/sign-webhook.ts, printed once): kept here so the
# scheme cannot drift unnoticed even where node is absent.
FIXED = {
    "body": '{"a":"é"}',
    "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    "api_token": "t",
    "headers": {
        "x-svc-timestamp": "1700000000123",
        "x-svc-webhook-signature": "326481f65e5bd1bc9fa8c1d48077d2f51c138680cae4f00c536702e2fd0804eb",
        "webhook-id": "d",
        "webhook-timestamp": "1700000000",
        "webhook-signature": "v1,H75OKKe34oxCKQdHm6a21CLJydhv5zqfR+g+pdspv/M=",
    },
}

CASES = [
    {"body": json.dumps({"eventId": "evt_1", "eventType": "system.webhook.test", "data": {"id": "1"}})},
    {"body": '{"eventId":"evt_2","note":"caf\\u00e9 — ünïcode ✓","nested":{"a":[1,2,{"b":null}]}}'},
    {"body": '{"eventId":"evt_3","text":"non-ASCII as is: ñ 漢字 🙂"}'},
    {"body": '{"eventId":"evt_4","spaces" :  "kept exactly" }'},
]


def gateway_sign(cases: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Headers the gateway's signedHeaders() makes for each case (run with the repository's node and tsx)."""
    script = (
        f"import {{ signedHeaders }} from {json.dumps(str(REPO_ROOT / 'src/events/sign-webhook.ts'))};"
        "const cases = JSON.parse(process.argv[1]);"
        "console.log(JSON.stringify(cases.map((c) => signedHeaders(c))));"
    )
    args = [
        {
            "apiToken": c.get("api_token", TOKEN),
            "webhookSecret": c.get("secret", SECRET),
            "projectId": "proj_1",
            "webhookId": "wh_1",
            "deliveryId": c.get("delivery_id", f"dlv_{i}"),
            "timestampMs": c["ts"],
            "body": c["body"],
        }
        for i, c in enumerate(cases)
    ]
    node = shutil.which("node")
    assert node, "node (the gateway's runtime) is needed to sign the vectors"
    out = subprocess.run(  # noqa: S603 (our own script)
        [node, "--import", "tsx", "--input-type=module", "-e", script, json.dumps(args)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def signed() -> list[tuple[bytes, dict[str, str], float]]:
    now_ms = 1_764_000_000_000
    cases = [{**c, "ts": str(now_ms + i * 1000)} for i, c in enumerate(CASES)]
    headers = gateway_sign(cases)
    return [
        (c["body"].encode(), h, (now_ms + i * 1000) / 1000) for i, (c, h) in enumerate(zip(cases, headers, strict=True))
    ]


def test_both_schemes_verify_the_gateways_signatures(signed: list[tuple[bytes, dict[str, str], float]]) -> None:
    for body, headers, now in signed:
        expected = json.loads(body)
        assert verify_webhook(body, headers, secret=SECRET, now=now) == expected
        assert verify_webhook(body, headers, api_token=TOKEN, now=now) == expected
        assert verify_webhook(body.decode(), headers, secret=SECRET, api_token=TOKEN, now=now) == expected
        # Header names in any case (frameworks differ), and as a list of pairs.
        upper = [(k.upper(), v) for k, v in headers.items()]
        assert verify_webhook(body, upper, secret=SECRET, now=now) == expected


def test_a_changed_byte_fails(signed: list[tuple[bytes, dict[str, str], float]]) -> None:
    body, headers, now = signed[0]
    tampered = body.replace(b"evt_1", b"evt_9")
    with pytest.raises(WebhookVerificationError):
        verify_webhook(tampered, headers, secret=SECRET, now=now)
    with pytest.raises(WebhookVerificationError):
        verify_webhook(tampered, headers, api_token=TOKEN, now=now)
    # Re-serialised JSON is not the raw body: verification must be given the bytes as received.
    reserialised = json.dumps(json.loads(signed[3][0])).encode()
    with pytest.raises(WebhookVerificationError):
        verify_webhook(reserialised, signed[3][1], secret=SECRET, now=signed[3][2])


def test_wrong_keys_fail(signed: list[tuple[bytes, dict[str, str], float]]) -> None:
    body, headers, now = signed[0]
    with pytest.raises(WebhookVerificationError) as caught:
        verify_webhook(body, headers, secret="whsec_" + "A" * 32, now=now)
    assert caught.value.code == "WEBHOOK_SIGNATURE_INVALID"
    with pytest.raises(WebhookVerificationError):
        verify_webhook(body, headers, api_token="another", now=now)


def test_the_freshness_window(signed: list[tuple[bytes, dict[str, str], float]]) -> None:
    body, headers, now = signed[0]
    assert verify_webhook(body, headers, secret=SECRET, now=now + 299)
    assert verify_webhook(body, headers, api_token=TOKEN, now=now - 299)
    for scheme in ({"secret": SECRET}, {"api_token": TOKEN}):
        with pytest.raises(WebhookVerificationError) as caught:
            verify_webhook(body, headers, now=now + 301, **scheme)  # type: ignore[arg-type]
        assert caught.value.code == "WEBHOOK_TIMESTAMP_OUT_OF_RANGE"
    assert verify_webhook(body, headers, secret=SECRET, now=now + 3000, tolerance=3600)


def test_missing_headers_and_several_signatures(signed: list[tuple[bytes, dict[str, str], float]]) -> None:
    body, headers, now = signed[0]
    with pytest.raises(WebhookVerificationError) as caught:
        verify_webhook(body, {}, secret=SECRET, now=now)
    assert caught.value.code == "WEBHOOK_SIGNATURE_MISSING"
    rotated = {**headers, "webhook-signature": "v1,bm90IGl0 " + headers["webhook-signature"]}
    assert verify_webhook(body, rotated, secret=SECRET, now=now)
    with pytest.raises(ValueError):
        verify_webhook(body, headers)


def test_the_fixed_vector() -> None:
    now = 1_700_000_000.123
    body, headers = FIXED["body"], FIXED["headers"]
    assert verify_webhook(body, headers, secret=FIXED["secret"], now=now) == {"a": "é"}  # type: ignore[arg-type]
    assert verify_webhook(body, headers, api_token=FIXED["api_token"], now=now) == {"a": "é"}  # type: ignore[arg-type]


def test_the_fixed_vector_is_what_the_gateway_signs_today() -> None:
    fixed_headers: dict[str, str] = FIXED["headers"]  # type: ignore[assignment]
    case = {
        "body": FIXED["body"],
        "ts": fixed_headers["x-svc-timestamp"],
        "api_token": FIXED["api_token"],
        "secret": FIXED["secret"],
        "delivery_id": fixed_headers["webhook-id"],
    }
    [headers] = gateway_sign([case])
    assert {k: headers[k] for k in fixed_headers} == fixed_headers


SHARED_VECTORS = REPO_ROOT / "sdks" / "testdata" / "webhook-vectors.json"
OUTCOME = {
    "WEBHOOK_SIGNATURE_INVALID": "bad_signature",
    "WEBHOOK_TIMESTAMP_OUT_OF_RANGE": "stale",
    "WEBHOOK_SIGNATURE_MISSING": "missing_header",
}


def outcome(vector: dict[str, Any], scheme: dict[str, str]) -> str:
    try:
        event = verify_webhook(
            vector["body"].encode("utf-8"),
            vector["headers"],
            now=vector["nowMs"] / 1000,
            tolerance=SHARED["toleranceSeconds"],
            **scheme,  # type: ignore[arg-type]
        )
    except WebhookVerificationError as err:
        return OUTCOME.get(err.code or "", err.code or "?")
    assert event == json.loads(vector["body"])
    return "ok"


SHARED: dict[str, Any] = json.loads(SHARED_VECTORS.read_text("utf-8"))


@pytest.mark.parametrize("vector", SHARED["vectors"], ids=[v["name"] for v in SHARED["vectors"]])
def test_the_vectors_every_sdk_verifies(vector: dict[str, Any]) -> None:
    """sdks/testdata/webhook-vectors.json: deliveries signed by the gateway, with the outcome each SDK must give."""
    assert outcome(vector, {"secret": vector["secret"]}) == vector["secretResult"]
    assert outcome(vector, {"api_token": vector["apiToken"]}) == vector["apiTokenResult"]
