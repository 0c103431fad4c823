#pragma once

#include "common/currency.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

/// A failed platform call, typed so the console can say what happened and what to do.
/// `kind` separates "could not talk to the platform" from "the platform said no".
struct ApiError
{
    Q_DECLARE_TR_FUNCTIONS(ApiError)

public:
    enum class Kind {
        Network, ///< no connection, refused, timed out, TLS failure
        Http, ///< the platform answered with an error status and (usually) an error body
        Decode, ///< the platform answered 2xx with something that does not fit the contract
    };

    Kind kind = Kind::Network;
    int httpStatus = 0;
    QString code; ///< contract code, e.g. "out_of_stock"; "network_error"/"bad_response" otherwise
    QString message; ///< the server's or the transport's own words
    QJsonObject details;
    int retryAfterSeconds = -1;

    /// What fixes it, for the button beside the sentence.
    enum class Remedy {
        None,
        Retry, ///< the network or the platform failed; try again
        LogIn, ///< log in (again)
        EnterTwoFactorCode,
        CorrectInput,
        Recharge,
        Verify, ///< real-name verification
        RaiseSpendLimit,
        ReleaseAnInstance,
        CreateToken,
        ChooseAnotherRegionOrCard,
        Refresh, ///< the thing changed or went away meanwhile
        Wait, ///< too many attempts: wait retryAfterSeconds
    };

    /// One line for logs and the CLI: "HTTP 404 not_found: No such endpoint".
    QString summary() const;
    /// What happened and what to do, in the user's language (tr context "ApiError"). Amounts in
    /// the details are the platform's minor units, said in `currency` (the contract's yuan unless
    /// given: pass the platform's wherever a refusal can be about money).
    QString sentence(const Currency &currency = Currency()) const;
    Remedy remedy() const;

    /// The platform could not be reached, or the transfer broke off.
    static ApiError network(const QString &message);
    /// The platform answered something that does not fit the contract.
    static ApiError decode(const QString &message);
    /// The platform has no such thing (`what`, in English, marked for translation in the context
    /// "PlatformFeatures", which the sentence uses): a facet it lacks, or a part of a request it
    /// cannot carry out. The console offers neither, so this reaches a user only from a script.
    static ApiError notSupported(const QString &what);
    /// The platform said no: its HTTP status (0 for a refusal made here, as the platform would make
    /// it), gpudesk's code for it and its words.
    static ApiError refused(int httpStatus, const QString &code, const QString &message);
};
