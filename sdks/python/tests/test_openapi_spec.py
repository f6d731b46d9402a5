"""Issue 30 item 4: openapi.yaml loads in PyYAML (Python's mainstream YAML parser) and validates as OpenAPI 3.1
with openapi-spec-validator, the validator Python's OpenAPI tools (openapi-core among them) use."""

from __future__ import annotations

from pathlib import Path

import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.validation import OpenAPIV31SpecValidator

SPEC = Path(__file__).resolve().parents[3] / "openapi.yaml"


def test_openapi_yaml_loads_in_pyyaml_and_validates_as_openapi_3_1() -> None:
    spec = yaml.safe_load(SPEC.read_text(encoding="utf-8"))
    assert spec["openapi"].startswith("3.1")
    validate(spec, cls=OpenAPIV31SpecValidator)
