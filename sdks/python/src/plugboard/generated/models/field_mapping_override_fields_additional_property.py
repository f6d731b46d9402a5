from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_mapping_override_fields_additional_property_codec_type_1 import (
        FieldMappingOverrideFieldsAdditionalPropertyCodecType1,
    )


T = TypeVar("T", bound="FieldMappingOverrideFieldsAdditionalProperty")


@_attrs_define
class FieldMappingOverrideFieldsAdditionalProperty:
    """As in a manifest: `path` (dot path in the tool's record), `codec`, `read` (JSONata, the tenant subset), `write`.

    Attributes:
        path (str | Unset):
        read (str | Unset):
        codec (FieldMappingOverrideFieldsAdditionalPropertyCodecType1 | str | Unset): A codec name, or a codec object
            (the manifest schema's `Codec` checks it).
        write (bool | Unset):
        description (str | Unset):
    """

    path: str | Unset = UNSET
    read: str | Unset = UNSET
    codec: FieldMappingOverrideFieldsAdditionalPropertyCodecType1 | str | Unset = UNSET
    write: bool | Unset = UNSET
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.field_mapping_override_fields_additional_property_codec_type_1 import (
            FieldMappingOverrideFieldsAdditionalPropertyCodecType1,
        )

        path = self.path

        read = self.read

        codec: dict[str, Any] | str | Unset
        if isinstance(self.codec, Unset):
            codec = UNSET
        elif isinstance(
            self.codec, FieldMappingOverrideFieldsAdditionalPropertyCodecType1
        ):
            codec = self.codec.to_dict()
        else:
            codec = self.codec

        write = self.write

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if path is not UNSET:
            field_dict["path"] = path
        if read is not UNSET:
            field_dict["read"] = read
        if codec is not UNSET:
            field_dict["codec"] = codec
        if write is not UNSET:
            field_dict["write"] = write
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_mapping_override_fields_additional_property_codec_type_1 import (
            FieldMappingOverrideFieldsAdditionalPropertyCodecType1,
        )

        d = dict(src_dict)
        path = d.pop("path", UNSET)

        read = d.pop("read", UNSET)

        def _parse_codec(
            data: object,
        ) -> FieldMappingOverrideFieldsAdditionalPropertyCodecType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                codec_type_1 = (
                    FieldMappingOverrideFieldsAdditionalPropertyCodecType1.from_dict(
                        data
                    )
                )

                return codec_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FieldMappingOverrideFieldsAdditionalPropertyCodecType1 | str | Unset,
                data,
            )

        codec = _parse_codec(d.pop("codec", UNSET))

        write = d.pop("write", UNSET)

        description = d.pop("description", UNSET)

        field_mapping_override_fields_additional_property = cls(
            path=path,
            read=read,
            codec=codec,
            write=write,
            description=description,
        )

        return field_mapping_override_fields_additional_property
