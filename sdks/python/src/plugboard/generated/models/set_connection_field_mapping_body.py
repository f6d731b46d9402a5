from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.field_mapping_override import FieldMappingOverride


T = TypeVar("T", bound="SetConnectionFieldMappingBody")


@_attrs_define
class SetConnectionFieldMappingBody:
    """
    Attributes:
        id (str): The connection's id.
        model (str): Common model id, e.g. `crm.contact`.
        mapping (FieldMappingOverride | None): The override, or null to remove it.
    """

    id: str
    model: str
    mapping: FieldMappingOverride | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.field_mapping_override import FieldMappingOverride

        id = self.id

        model = self.model

        mapping: dict[str, Any] | None
        if isinstance(self.mapping, FieldMappingOverride):
            mapping = self.mapping.to_dict()
        else:
            mapping = self.mapping

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "model": model,
                "mapping": mapping,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_mapping_override import FieldMappingOverride

        d = dict(src_dict)
        id = d.pop("id")

        model = d.pop("model")

        def _parse_mapping(data: object) -> FieldMappingOverride | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mapping_type_0 = FieldMappingOverride.from_dict(data)

                return mapping_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FieldMappingOverride | None, data)

        mapping = _parse_mapping(d.pop("mapping"))

        set_connection_field_mapping_body = cls(
            id=id,
            model=model,
            mapping=mapping,
        )

        return set_connection_field_mapping_body
