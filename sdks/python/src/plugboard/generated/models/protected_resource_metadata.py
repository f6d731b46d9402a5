from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProtectedResourceMetadata")


@_attrs_define
class ProtectedResourceMetadata:
    """OAuth 2.0 Protected Resource Metadata (RFC 9728).

    Attributes:
        resource (str): The protected resource's identifier (its URL).
        bearer_methods_supported (list[str]): How the bearer token is sent (`header`, i.e. `Authorization: Bearer`).
        resource_name (str | Unset): A name for people.
        resource_documentation (str | Unset): Where the API is documented.
    """

    resource: str
    bearer_methods_supported: list[str]
    resource_name: str | Unset = UNSET
    resource_documentation: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        resource = self.resource

        bearer_methods_supported = self.bearer_methods_supported

        resource_name = self.resource_name

        resource_documentation = self.resource_documentation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "resource": resource,
                "bearer_methods_supported": bearer_methods_supported,
            }
        )
        if resource_name is not UNSET:
            field_dict["resource_name"] = resource_name
        if resource_documentation is not UNSET:
            field_dict["resource_documentation"] = resource_documentation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resource = d.pop("resource")

        bearer_methods_supported = cast(list[str], d.pop("bearer_methods_supported"))

        resource_name = d.pop("resource_name", UNSET)

        resource_documentation = d.pop("resource_documentation", UNSET)

        protected_resource_metadata = cls(
            resource=resource,
            bearer_methods_supported=bearer_methods_supported,
            resource_name=resource_name,
            resource_documentation=resource_documentation,
        )

        protected_resource_metadata.additional_properties = d
        return protected_resource_metadata

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
