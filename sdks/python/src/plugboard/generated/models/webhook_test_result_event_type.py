from enum import Enum


class WebhookTestResultEventType(str, Enum):
    SYSTEM_WEBHOOK_TEST = "system.webhook.test"

    def __str__(self) -> str:
        return str(self.value)
