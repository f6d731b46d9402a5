from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_mapping_override_fields import FieldMappingOverrideFields


T = TypeVar("T", bound="FieldMappingOverride")


@_attrs_define
class FieldMappingOverride:
    """One connection's override of a model mapping. Checked against the `FieldMappingOverride` definition of the
    connector manifest schema (src/connectors/schema/manifest.schema.json), whose field entries are the manifest's
    own `Field` (path, codec, read, write).
    Bounded: at most 16,384 characters as JSON (a bigger one is refused with 413 `PAYLOAD_TOO_LARGE`), 100 fields,
    200 exposed paths. A `read` expression is JSONata restricted to a safe subset (no function definitions, regular
    expressions, ranges or `$eval`; listed in docs/security.md, refused with 400 `VALIDATION_FAILED` naming the
    problem) and runs within limits of steps, depth, time and size (422 `FIELD_MAPPING_LIMIT_EXCEEDED` on the read).

        Attributes:
            fields (FieldMappingOverrideFields | Unset): Unified field name -> its mapping for this connection.
            expose (list[str] | Unset): Downstream paths (under the model's additional path) to request and return under
                `additional`.
    """

    fields: FieldMappingOverrideFields | Unset = UNSET
    expose: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        expose: list[str] | Unset = UNSET
        if not isinstance(self.expose, Unset):
            expose = self.expose

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if fields is not UNSET:
            field_dict["fields"] = fields
        if expose is not UNSET:
            field_dict["expose"] = expose

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_mapping_override_fields import FieldMappingOverrideFields

        d = dict(src_dict)
        _fields = d.pop("fields", UNSET)
        fields: FieldMappingOverrideFields | Unset
        if isinstance(_fields, Unset):
            fields = UNSET
        else:
            fields = FieldMappingOverrideFields.from_dict(_fields)

        expose = cast(list[str], d.pop("expose", UNSET))

        field_mapping_override = cls(
            fields=fields,
            expose=expose,
        )

        return field_mapping_override
