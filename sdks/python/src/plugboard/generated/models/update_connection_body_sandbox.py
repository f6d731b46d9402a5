from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sandbox_faults import SandboxFaults
    from ..models.update_connection_body_sandbox_activity_type_0 import (
        UpdateConnectionBodySandboxActivityType0,
    )


T = TypeVar("T", bound="UpdateConnectionBodySandbox")


@_attrs_define
class UpdateConnectionBodySandbox:
    """Sandbox connections only.

    Attributes:
        faults (None | SandboxFaults | Unset):
        activity (None | Unset | UpdateConnectionBodySandboxActivityType0): The activity clock of the simulated tool:
            how many records it creates, updates and deletes by itself per minute (default 3; 0 stops it; `null` goes back
            to the default).
    """

    faults: None | SandboxFaults | Unset = UNSET
    activity: None | Unset | UpdateConnectionBodySandboxActivityType0 = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sandbox_faults import SandboxFaults
        from ..models.update_connection_body_sandbox_activity_type_0 import (
            UpdateConnectionBodySandboxActivityType0,
        )

        faults: dict[str, Any] | None | Unset
        if isinstance(self.faults, Unset):
            faults = UNSET
        elif isinstance(self.faults, SandboxFaults):
            faults = self.faults.to_dict()
        else:
            faults = self.faults

        activity: dict[str, Any] | None | Unset
        if isinstance(self.activity, Unset):
            activity = UNSET
        elif isinstance(self.activity, UpdateConnectionBodySandboxActivityType0):
            activity = self.activity.to_dict()
        else:
            activity = self.activity

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if faults is not UNSET:
            field_dict["faults"] = faults
        if activity is not UNSET:
            field_dict["activity"] = activity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sandbox_faults import SandboxFaults
        from ..models.update_connection_body_sandbox_activity_type_0 import (
            UpdateConnectionBodySandboxActivityType0,
        )

        d = dict(src_dict)

        def _parse_faults(data: object) -> None | SandboxFaults | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                faults_type_0 = SandboxFaults.from_dict(data)

                return faults_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SandboxFaults | Unset, data)

        faults = _parse_faults(d.pop("faults", UNSET))

        def _parse_activity(
            data: object,
        ) -> None | Unset | UpdateConnectionBodySandboxActivityType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                activity_type_0 = UpdateConnectionBodySandboxActivityType0.from_dict(
                    data
                )

                return activity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UpdateConnectionBodySandboxActivityType0, data)

        activity = _parse_activity(d.pop("activity", UNSET))

        update_connection_body_sandbox = cls(
            faults=faults,
            activity=activity,
        )

        return update_connection_body_sandbox
