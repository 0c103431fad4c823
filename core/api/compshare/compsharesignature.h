#pragma once

#include <QJsonObject>
#include <QString>

/// UCloud's request signature, which Compshare's API checks on every call: each parameter sorted by
/// name (byte order), its name and its value written one after the other with nothing between, the
/// private key appended, and the SHA-1 of that in lower-case hex, sent as `Signature` beside
/// `PublicKey`. The private key itself never leaves this computer.
namespace CompshareSignature {

/// A parameter's value as it is signed: text as it is, `true`/`false`, a number in its shortest
/// exact decimal form without an exponent (42, 42.1), a list as its items one after the other, an
/// object as its members signed alike (name, value, in name order); null as nothing.
QString valueText(const QJsonValue &value);
/// Every parameter of `params` in name order, name then value: what is signed before the key.
QString canonical(const QJsonObject &params);
/// The signature of `params` (PublicKey among them, Signature not) with `privateKey`.
QString sign(const QJsonObject &params, const QString &privateKey);

} // namespace CompshareSignature
