"""Schemathesis hooks of Plugboard's fuzz stage (scripts/fuzz-api.sh).

The built-in `not_a_server_error` check fails on every 5xx. Plugboard documents exactly one 5xx a correct
gateway answers to a valid request: 501 with the error code NOT_SUPPORTED_BY_INTEGRATION (the connected tool
cannot do this). This check fails on any other 5xx, including a 501 with another code.
"""

import json

import schemathesis


@schemathesis.check
def no_server_error_but_unsupported(ctx, response, case):
    """A 5xx is a bug unless it is 501 NOT_SUPPORTED_BY_INTEGRATION."""
    if response.status_code < 500:
        return None
    code = None
    try:
        code = json.loads(response.text).get("error", {}).get("code")
    except (ValueError, AttributeError):
        pass
    if response.status_code == 501 and code == "NOT_SUPPORTED_BY_INTEGRATION":
        return None
    raise AssertionError(f"Server error {response.status_code} {code or '(no error code)'}: {response.text[:500]}")
